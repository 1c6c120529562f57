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
 * everyone logged in), else in memory.
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

/* A new, empty table of accounts; NULL with a message when libsodium cannot start. */
struct auth *auth_new(struct diag *d);
void auth_free(struct auth *a);

struct store;
/* Keeps sessions in s from now on (the HTTP process's own store). */
void auth_use_store(struct auth *a, struct store *s);

/* Adds an account; its password is hashed with argon2id here and not kept. -1 with a message on error. */
int auth_add_account(struct auth *a, const char *username, const char *password, enum auth_role role,
                     const char *team_id, struct diag *d);

/* The account named username if password is its password, else NULL. Takes argon2id's time. */
const struct auth_account *auth_check_password(struct auth *a, const char *username, const char *password);

/*
 * The account of HTTP basic credentials ("Basic BASE64"), or NULL. Takes
 * argon2id's time, except for the credentials that passed it last for that
 * account within the last ten minutes (a tool polling the API).
 */
const struct auth_account *auth_check_basic(struct auth *a, const char *authorization);

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
 * tool, not a browser; the CSRF token still guards forms), else it must be
 * "http://HOST" or "https://HOST" for the request's Host header.
 */
int auth_origin_ok(const char *origin, const char *host);

/*
 * A token bucket per key ("login:127.0.0.1", "submit:team3"): holds at most
 * burst tokens, gains per_minute tokens a minute. Takes one and returns 0, or
 * returns the seconds until one is there (for Retry-After) when empty.
 */
long auth_rate_take(struct auth *a, const char *key, double burst, double per_minute);
/* The same without taking: 0 when a token is there, else the seconds to wait. */
long auth_rate_check(struct auth *a, const char *key, double burst, double per_minute);

#endif
