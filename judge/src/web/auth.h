/*
 * auth.h: who is asking. Accounts with argon2id password hashes, sessions,
 * CSRF tokens, the Origin check and rate limits (login throttling and the
 * per-team submission limit), all with libsodium.
 *
 * A session is a random 256-bit token held by the browser in a cookie
 * (HttpOnly, SameSite=Strict); the server keeps only its BLAKE2b hash, so a
 * copy of the server's memory or store gives no live cookie. The CSRF token of
 * a session is a keyed hash of that hash under a key drawn at start: nothing
 * more to keep, and it changes with the session. Sessions are kept in the
 * store once auth_use_store() gave one (a restarted HTTP process keeps
 * everyone logged in), else in memory. A session belongs to the password it
 * was opened with: once the account's password, role or team is another (a
 * server started again on an edited accounts.yaml), the session is refused.
 *
 * Password checks are bounded (auth.c says why): a check that finds no turn
 * answers AUTH_BUSY, and the caller says 503 with Retry-After. Failed logins
 * are slowed by growing delays per user name and address (auth_login_*),
 * never refused for good.
 *
 * All functions are thread-safe.
 */
#ifndef SERVE_AUTH_H
#define SERVE_AUTH_H

#include <stddef.h>

#include "diag.h"

enum auth_role { AUTH_TEAM, AUTH_JUDGE, AUTH_ADMIN };

struct auth_account {
	char *username;
	enum auth_role role;
	char *team_id; /* the team's id for a team account; NULL otherwise */
};

struct auth;

/* What a password check found. */
enum auth_check {
	AUTH_WRONG, /* no such account, or not its password */
	AUTH_OK,
	AUTH_BUSY, /* too many checks running and waiting: not checked, try again later */
};

/*
 * At most so many argon2id checks run at once, so many more wait, each at
 * most AUTH_CHECKS_WAIT_S seconds. The queue holds every team of a contest of
 * 60 logging in at the same moment at its start, twice over (a team's second
 * member, a tool with basic credentials), and the wait outlasts their 60
 * turns even on a machine so busy that the checks run at 2 a second
 * (scripts/bench-logins measures it); a waiting check holds a thread, not
 * argon2id's memory.
 */
#define AUTH_CHECKS_RUN    2
#define AUTH_CHECKS_QUEUE  128
#define AUTH_CHECKS_WAIT_S 60

/*
 * The delays of failed logins. Once a key has so many failures, each makes
 * the next try wait: first_s after the first of them, doubling, at most
 * max_s. The keys: a user name from one address (pair_free failures), an
 * address for any name (addr_free: teams may share one behind a NAT), a user
 * name from anywhere (user_free: a guesser with many addresses).
 */
struct auth_delays {
	long pair_free, addr_free, user_free;
	double first_s, max_s;
};
#define AUTH_DELAYS_INIT                                                                                               \
	{                                                                                                              \
		.pair_free = 5, .addr_free = 20, .user_free = 30, .first_s = 10, .max_s = 120                          \
	}

/*
 * A new, empty table of accounts of the realm (the contest's id: it salts the
 * password hashes); NULL with a message when libsodium cannot start.
 */
struct auth *auth_new(const char *realm, struct diag *d);
void auth_free(struct auth *a);

/* Sets the delays of failed logins (AUTH_DELAYS_INIT until then). */
void auth_set_delays(struct auth *a, const struct auth_delays *delays);

struct store;
/* Keeps sessions in s from now on (the HTTP process's own store). */
void auth_use_store(struct auth *a, struct store *s);

/*
 * Adds an account; its password is hashed with argon2id here and not kept.
 * Before serving starts only (finding an account takes no lock). -1 with a
 * message on error.
 */
int auth_add_account(struct auth *a, const char *username, const char *password, enum auth_role role,
                     const char *team_id, struct diag *d);

/*
 * The same without argon2id: the account takes the hash of from's account of
 * that name (another auth of the same realm, e.g. before a reload). Only for
 * a password the caller knows unchanged. 0 when added, 1 when from has no
 * such account or another realm (nothing added: use auth_add_account).
 */
int auth_add_account_from(struct auth *a, struct auth *from, const char *username, enum auth_role role,
                          const char *team_id);

/*
 * Checks password for the account named username: AUTH_OK with *acc set,
 * else *acc NULL. Takes argon2id's time, also for a name that is no account.
 */
enum auth_check auth_check_password(struct auth *a, const char *username, const char *password,
                                    const struct auth_account **acc);

/*
 * The same for HTTP basic credentials ("Basic BASE64"). Takes argon2id's
 * time, except for the credentials that passed it last for that account
 * within the last ten minutes (a tool polling the API).
 */
enum auth_check auth_check_basic(struct auth *a, const char *authorization, const struct auth_account **acc);

/* The user name of basic credentials into out (cut to size); -1 when they are not basic credentials. */
int auth_basic_user(const char *authorization, char *out, size_t size);

/*
 * Failed logins. auth_login_wait: the seconds before user from addr may try
 * (0: now), the longest of the three keys' delays. auth_login_failed counts a
 * failure for the three; auth_login_passed forgets the name's (from this
 * address and from anywhere), not the address's.
 */
long auth_login_wait(struct auth *a, const char *user, const char *addr);
/*
 * The same for a browser that logged in as user before (a device token,
 * below): the name's delay from anywhere does not hold it back, so a guesser
 * elsewhere cannot keep the account's own browser out (OWASP's "device
 * cookies"); the name from this address and the address still count.
 */
long auth_login_wait_known(struct auth *a, const char *user, const char *addr);
/*
 * A device token for acc (64 hex digits, the caller frees it): a nonce and
 * its MAC under the account's password digest, for a long-lived cookie of
 * the login page. auth_device_ok: whether token is one of the account named
 * username, with its password now (another password voids every token).
 */
char *auth_device_token(struct auth *a, const struct auth_account *acc);
int auth_device_ok(struct auth *a, const char *username, const char *token);
void auth_login_failed(struct auth *a, const char *user, const char *addr);
void auth_login_passed(struct auth *a, const char *user, const char *addr);

/* How many argon2id checks have been made (what the tests count). */
unsigned long auth_verifications(struct auth *a);

/*
 * Opens a session for acc: the token for the cookie (64 hex digits, the
 * caller frees it), or NULL when the store failed. Sessions last max_age
 * seconds.
 */
char *auth_session_open(struct auth *a, const struct auth_account *acc, long max_age);

/* A fresh random token (64 hex digits) bound to nothing, for a form before login; the caller frees it. */
char *auth_token_new(void);

/* The account of the session with this token, or NULL (unknown, expired, closed). */
const struct auth_account *auth_session(struct auth *a, const char *token);

/* Closes the session of token (logout); a token unknown is ignored. */
void auth_session_close(struct auth *a, const char *token);

/* The CSRF token of the session with this token (64 hex digits) into out[65]. */
void auth_csrf(struct auth *a, const char *token, char out[65]);

/* Whether csrf is the CSRF token of the session with this token; constant time. */
int auth_csrf_ok(struct auth *a, const char *token, const char *csrf);

/*
 * Whether a POST may come from the page it claims: an absent Origin passes (a
 * tool, not a browser; the CSRF token still guards forms). With url (the
 * address teams use, "https://host[:port][/path]": behind a proxy that
 * rewrites Host), Origin must be url's scheme, host and port; without,
 * "http://HOST" or "https://HOST" for the request's Host header.
 */
int auth_origin_ok(const char *origin, const char *host, const char *url);

/*
 * A token bucket per key ("login:127.0.0.1", "submit:team3"): holds at most
 * burst tokens, gains per_minute tokens a minute. Takes one and returns 0, or
 * returns the seconds until one is there (for Retry-After) when empty. With
 * a store (auth_use_store()) the buckets are the store's, shared by every
 * HTTP node of the session.
 */
long auth_rate_take(struct auth *a, const char *key, double burst, double per_minute);
/* The same without taking: 0 when a token is there, else the seconds to wait. */
long auth_rate_check(struct auth *a, const char *key, double burst, double per_minute);

#endif
