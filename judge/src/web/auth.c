/*
 * auth.c: accounts, sessions, CSRF tokens and rate limits (see auth.h).
 *
 * Passwords are hashed with argon2id at 19 MiB and 2 passes (the figures
 * OWASP gives for argon2id): about 30 ms a check here, slow for a guesser
 * and quick enough that 60 teams logging in at once do not queue. A name
 * that is no account still costs one check, so that timing does not tell
 * which names exist.
 *
 * HTTP basic credentials come with every request of a tool that polls the
 * Contest API, so one argon2id check each would cost a core 30 ms a request.
 * Once a user's credentials have passed the check, the account keeps their
 * keyed BLAKE2b hash (the key random for the process) for BASIC_REMEMBER_S
 * seconds: the same credentials within that time are compared with the hash
 * in constant time; anything else is checked with argon2id again.
 *
 * Each argon2id check holds 19 MiB while it runs, and the HTTP process has a
 * thread per connection: without a bound, 64 anonymous requests with basic
 * credentials took it to 400 MiB. So at most AUTH_CHECKS_RUN checks run at
 * once (more would not finish sooner on a machine of two cores), at most
 * AUTH_CHECKS_QUEUE more wait for their turn (for AUTH_CHECKS_WAIT_S at
 * most), and any other is answered "busy" without a check: the caller says
 * 503 with Retry-After.
 *
 * A session belongs to a password. An account's hash is argon2id's output
 * for a salt made of the realm (the contest's id) and the user name, so the
 * same password gives the same hash at every start of the server; a digest
 * of that hash, the role and the team (the account's "password digest") is
 * kept with each session, and a session whose digest is not the account's
 * any more (its password, role or team changed in accounts.yaml) is refused.
 * The digest tells nothing of the password but through argon2id.
 *
 * Failed logins are slowed, never refused for good: after some failures for
 * a user name from one address, for one address, or for one user name from
 * anywhere, the next try waits a delay that doubles with each further
 * failure up to a bound, and is forgotten a while after the last. The right
 * password after the delay logs in. The failures live in the store (with
 * the sessions): a restarted HTTP process does not wipe them.
 */
#include "web/auth.h"

#include <pthread.h>
#include <sodium.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "store/store.h"
#include "util.h"

#define PW_OPS       2
#define PW_MEM       (19u << 20)
#define TOKEN_BYTES  32
#define MAX_SESSIONS 4096
#define MAX_BUCKETS  1024
#define BASIC_REMEMBER_S 600
#define SALT_CONTEXT     "gamejudge account salt"
#define FAIL_FORGET_S    900 /* failures older than this (after their delay) count no more */

struct account {
	struct auth_account pub;
	unsigned char hash[32];   /* argon2id of the password, salted by the realm and the name */
	unsigned char digest[32]; /* what a session keeps of hash, the role and the team */
	unsigned char basic[32];  /* the keyed hash of the basic credentials last checked, under the lock */
	time_t basic_until;       /* until when they pass without argon2id; 0: none */
};

struct session {
	unsigned char hash[32];
	unsigned char password[32]; /* the account's digest when the session was opened */
	size_t account;
	time_t expires;
	int used;
};

struct bucket {
	char key[96];
	double tokens;
	double at; /* when tokens was counted, seconds */
};

/* The failed logins of one key ("user:NAME", "addr:IP", "pair:NAME@IP"). */
struct failures {
	char key[160];
	long long count;
	long long until_ms; /* no try before this (the wall clock: the store keeps it across processes) */
};

struct auth {
	pthread_mutex_t lock;
	pthread_cond_t turn; /* a check ended: one waiting may run */
	char *realm;
	struct account *accounts;
	size_t naccounts;
	unsigned char csrf_key[32];
	unsigned char basic_key[32];
	unsigned long verifications; /* argon2id checks done, under the lock */
	struct session sessions[MAX_SESSIONS];
	struct bucket buckets[MAX_BUCKETS];
	size_t nbuckets;
	pthread_mutex_t fail_lock; /* one failed login counted at a time (read, then written) */
	struct failures fails[MAX_BUCKETS]; /* without a store */
	struct auth_delays delays;
	int running, waiting; /* checks running and waiting now, under the lock */
	struct store *store;  /* NULL: sessions in memory */
	/* When the store's old buckets were last forgotten, under the lock. */
	long long rates_expired_ms;
};

void auth_use_store(struct auth *a, struct store *s)
{
	a->store = s;
}

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The salt of an account: the same for the same realm and name, at every start. */
static void account_salt(const char *realm, const char *username, unsigned char salt[crypto_pwhash_SALTBYTES])
{
	crypto_generichash_state st;
	crypto_generichash_init(&st, NULL, 0, crypto_pwhash_SALTBYTES);
	crypto_generichash_update(&st, (const unsigned char *)SALT_CONTEXT, sizeof SALT_CONTEXT);
	crypto_generichash_update(&st, (const unsigned char *)realm, strlen(realm) + 1);
	crypto_generichash_update(&st, (const unsigned char *)username, strlen(username));
	crypto_generichash_final(&st, salt, crypto_pwhash_SALTBYTES);
}

static int hash_password(unsigned char out[32], const char *realm, const char *username, const char *pw)
{
	unsigned char salt[crypto_pwhash_SALTBYTES];
	account_salt(realm, username, salt);
	return crypto_pwhash(out, 32, pw, strlen(pw), salt, PW_OPS, PW_MEM, crypto_pwhash_ALG_ARGON2ID13);
}

struct auth *auth_new(const char *realm, struct diag *d)
{
	if (sodium_init() < 0) {
		diag_set(d, "libsodium cannot start");
		return NULL;
	}
	struct auth *a = xcalloc(1, sizeof *a);
	pthread_mutex_init(&a->lock, NULL);
	pthread_mutex_init(&a->fail_lock, NULL);
	pthread_cond_init(&a->turn, NULL);
	a->realm = xstrdup(realm ? realm : "");
	a->delays = (struct auth_delays)AUTH_DELAYS_INIT;
	randombytes_buf(a->csrf_key, sizeof a->csrf_key);
	randombytes_buf(a->basic_key, sizeof a->basic_key);
	return a;
}

void auth_set_delays(struct auth *a, const struct auth_delays *delays)
{
	a->delays = *delays;
}

void auth_free(struct auth *a)
{
	if (!a)
		return;
	for (size_t i = 0; i < a->naccounts; i++) {
		free(a->accounts[i].pub.username);
		free(a->accounts[i].pub.team_id);
	}
	free(a->accounts);
	free(a->realm);
	pthread_cond_destroy(&a->turn);
	pthread_mutex_destroy(&a->fail_lock);
	pthread_mutex_destroy(&a->lock);
	sodium_memzero(a, sizeof *a);
	free(a);
}

/* The digest a session keeps: the hash, the role and the team, so that a change of any ends the session. */
static void account_digest(struct account *acc)
{
	crypto_generichash_state st;
	unsigned char role = (unsigned char)acc->pub.role;
	const char *team = acc->pub.team_id ? acc->pub.team_id : "";
	crypto_generichash_init(&st, NULL, 0, sizeof acc->digest);
	crypto_generichash_update(&st, acc->hash, sizeof acc->hash);
	crypto_generichash_update(&st, &role, 1);
	crypto_generichash_update(&st, (const unsigned char *)team, strlen(team) + 1);
	crypto_generichash_final(&st, acc->digest, sizeof acc->digest);
}

/* Adds acc (its hash set) with its session digest; acc's strings move into a. */
static void account_push(struct auth *a, struct account *acc)
{
	account_digest(acc);
	pthread_mutex_lock(&a->lock);
	a->accounts = xrealloc(a->accounts, (a->naccounts + 1) * sizeof *a->accounts);
	a->accounts[a->naccounts++] = *acc;
	pthread_mutex_unlock(&a->lock);
	sodium_memzero(acc, sizeof *acc);
}

int auth_add_account(struct auth *a, const char *username, const char *password, enum auth_role role,
                     const char *team_id, struct diag *d)
{
	struct account acc = { .pub = { xstrdup(username), role, team_id ? xstrdup(team_id) : NULL } };
	if (hash_password(acc.hash, a->realm, username, password) < 0) {
		diag_set(d, "account '%s': argon2id: out of memory", username);
		free(acc.pub.username);
		free(acc.pub.team_id);
		return -1;
	}
	account_push(a, &acc);
	return 0;
}

static struct account *find_account(struct auth *a, const char *username)
{
	for (size_t i = 0; username && i < a->naccounts; i++)
		if (!strcmp(a->accounts[i].pub.username, username))
			return &a->accounts[i];
	return NULL;
}

int auth_add_account_from(struct auth *a, struct auth *from, const char *username, enum auth_role role,
                          const char *team_id)
{
	if (!from || strcmp(a->realm, from->realm))
		return 1;
	pthread_mutex_lock(&from->lock);
	const struct account *was = find_account(from, username);
	struct account acc = { .pub = { xstrdup(username), role, team_id ? xstrdup(team_id) : NULL } };
	if (was)
		memcpy(acc.hash, was->hash, sizeof acc.hash);
	pthread_mutex_unlock(&from->lock);
	if (!was) {
		free(acc.pub.username);
		free(acc.pub.team_id);
		return 1;
	}
	account_push(a, &acc);
	return 0;
}

/*
 * A turn to run argon2id: 0 when it is ours (end it with check_end()), -1
 * when AUTH_CHECKS_RUN run and the queue is full, or the wait was too long.
 */
static int check_begin(struct auth *a)
{
	pthread_mutex_lock(&a->lock);
	if (a->running >= AUTH_CHECKS_RUN && a->waiting >= AUTH_CHECKS_QUEUE) {
		pthread_mutex_unlock(&a->lock);
		return -1;
	}
	struct timespec until;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += AUTH_CHECKS_WAIT_S;
	int timed_out = 0;
	a->waiting++;
	while (a->running >= AUTH_CHECKS_RUN && !timed_out)
		timed_out = pthread_cond_timedwait(&a->turn, &a->lock, &until) != 0;
	a->waiting--;
	int ok = a->running < AUTH_CHECKS_RUN;
	if (ok)
		a->running++, a->verifications++;
	pthread_mutex_unlock(&a->lock);
	return ok ? 0 : -1;
}

static void check_end(struct auth *a)
{
	pthread_mutex_lock(&a->lock);
	a->running--;
	pthread_cond_signal(&a->turn);
	pthread_mutex_unlock(&a->lock);
}

/*
 * Whether password is acc's (a name that is no account costs the same check
 * and fails). AUTH_BUSY when no turn came (check_begin).
 */
static enum auth_check verify(struct auth *a, const char *username, const struct account *acc, const char *password)
{
	if (check_begin(a) < 0)
		return AUTH_BUSY;
	unsigned char h[32];
	int ok = hash_password(h, a->realm, username ? username : "", password) == 0 && acc &&
	         sodium_memcmp(h, acc->hash, sizeof h) == 0;
	check_end(a);
	sodium_memzero(h, sizeof h);
	return ok ? AUTH_OK : AUTH_WRONG;
}

/* Accounts are only added before serving starts: finding one needs no lock. */
enum auth_check auth_check_password(struct auth *a, const char *username, const char *password,
                                    const struct auth_account **acc)
{
	struct account *found = find_account(a, username);
	enum auth_check r = verify(a, username, found, password ? password : "");
	*acc = r == AUTH_OK ? &found->pub : NULL;
	return r;
}

/* Basic credentials that passed argon2id within BASIC_REMEMBER_S pass again without it. */
static enum auth_check check_remembered(struct auth *a, const char *username, const char *password,
                                        const struct auth_account **out)
{
	struct account *acc = find_account(a, username);
	unsigned char h[32];
	crypto_generichash(h, sizeof h, (const unsigned char *)password, strlen(password), a->basic_key,
	                   sizeof a->basic_key);
	time_t now = time(NULL);
	pthread_mutex_lock(&a->lock);
	int known = acc && acc->basic_until > now && sodium_memcmp(acc->basic, h, sizeof h) == 0;
	pthread_mutex_unlock(&a->lock);
	*out = known ? &acc->pub : NULL;
	if (known)
		return AUTH_OK;
	enum auth_check r = verify(a, username, acc, password);
	if (r != AUTH_OK)
		return r;
	pthread_mutex_lock(&a->lock);
	memcpy(acc->basic, h, sizeof h);
	acc->basic_until = now + BASIC_REMEMBER_S;
	pthread_mutex_unlock(&a->lock);
	*out = &acc->pub;
	return AUTH_OK;
}

unsigned long auth_verifications(struct auth *a)
{
	pthread_mutex_lock(&a->lock);
	unsigned long n = a->verifications;
	pthread_mutex_unlock(&a->lock);
	return n;
}

/* The user name and password of basic credentials into raw (n + 1 bytes); the password, or NULL. */
static char *basic_split(const char *authorization, char *raw, size_t n)
{
	size_t len;
	const char *b64 = authorization + 6;
	if (sodium_base642bin((unsigned char *)raw, n, b64, n, " ", &len, NULL, sodium_base64_VARIANT_ORIGINAL) < 0)
		return NULL;
	raw[len] = '\0';
	char *colon = strchr(raw, ':');
	if (!colon || strlen(raw) != len)
		return NULL;
	*colon = '\0';
	return colon + 1;
}

/* The base64 of basic credentials, when the header is "Basic" and not too long; else NULL. */
static const char *basic_b64(const char *authorization)
{
	if (!authorization || strncasecmp(authorization, "Basic ", 6) || strlen(authorization + 6) > 1024)
		return NULL;
	return authorization + 6;
}

enum auth_check auth_check_basic(struct auth *a, const char *authorization, const struct auth_account **acc)
{
	*acc = NULL;
	const char *b64 = basic_b64(authorization);
	if (!b64)
		return AUTH_WRONG;
	size_t n = strlen(b64);
	char *raw = xmalloc(n + 1);
	const char *password = basic_split(authorization, raw, n);
	enum auth_check r = password ? check_remembered(a, raw, password, acc) : AUTH_WRONG;
	sodium_memzero(raw, n + 1);
	free(raw);
	return r;
}

int auth_basic_user(const char *authorization, char *out, size_t size)
{
	const char *b64 = basic_b64(authorization);
	if (!b64 || !size)
		return -1;
	size_t n = strlen(b64);
	char *raw = xmalloc(n + 1);
	int rc = basic_split(authorization, raw, n) ? 0 : -1;
	if (!rc)
		snprintf(out, size, "%s", raw);
	sodium_memzero(raw, n + 1);
	free(raw);
	return rc;
}

/* The hash kept for a token; -1 when the token is not 64 hex digits. */
static int token_hash(const char *token, unsigned char out[32])
{
	unsigned char raw[TOKEN_BYTES];
	size_t len;
	if (!token || strlen(token) != 2 * TOKEN_BYTES ||
	    sodium_hex2bin(raw, sizeof raw, token, strlen(token), NULL, &len, NULL) < 0 || len != TOKEN_BYTES)
		return -1;
	crypto_generichash(out, 32, raw, sizeof raw, NULL, 0);
	return 0;
}

char *auth_token_new(void)
{
	unsigned char raw[TOKEN_BYTES];
	randombytes_buf(raw, sizeof raw);
	char *token = xmalloc(2 * TOKEN_BYTES + 1);
	sodium_bin2hex(token, 2 * TOKEN_BYTES + 1, raw, sizeof raw);
	return token;
}

char *auth_session_open(struct auth *a, const struct auth_account *acc, long max_age)
{
	char *token = auth_token_new();
	struct session s = { .expires = time(NULL) + max_age, .used = 1 };
	token_hash(token, s.hash);
	s.account = (size_t)((const struct account *)acc - a->accounts);
	memcpy(s.password, a->accounts[s.account].digest, sizeof s.password);
	if (a->store) {
		struct diag d;
		/* A session the store could not keep is no session: the login fails with it. */
		if (store_session_add(a->store, s.hash, sizeof s.hash, acc->username, s.password,
		                      (long long)s.expires * 1000, &d) < 0) {
			free(token);
			return NULL;
		}
		return token;
	}
	pthread_mutex_lock(&a->lock);
	/* A free or expired slot, else the one that expires first. */
	size_t pick = 0;
	time_t now = time(NULL);
	for (size_t i = 0; i < MAX_SESSIONS; i++) {
		if (!a->sessions[i].used || a->sessions[i].expires < now) {
			pick = i;
			break;
		}
		if (a->sessions[i].expires < a->sessions[pick].expires)
			pick = i;
	}
	a->sessions[pick] = s;
	pthread_mutex_unlock(&a->lock);
	return token;
}

static struct session *find_session(struct auth *a, const char *token)
{
	unsigned char h[32];
	if (token_hash(token, h) < 0)
		return NULL;
	time_t now = time(NULL);
	for (size_t i = 0; i < MAX_SESSIONS; i++)
		if (a->sessions[i].used && a->sessions[i].expires >= now && !sodium_memcmp(a->sessions[i].hash, h, 32))
			return &a->sessions[i];
	return NULL;
}

/* The account named username if digest is its password's digest now; else NULL (the password changed). */
static const struct auth_account *account_of(struct auth *a, const char *username, const unsigned char digest[32])
{
	const struct account *acc = find_account(a, username);
	return acc && sodium_memcmp(acc->digest, digest, sizeof acc->digest) == 0 ? &acc->pub : NULL;
}

const struct auth_account *auth_session(struct auth *a, const char *token)
{
	if (a->store) {
		unsigned char h[32];
		struct store_session row;
		struct diag d;
		if (token_hash(token, h) < 0 || store_session_get(a->store, h, sizeof h, store_now_ms(), &row, &d) != 1)
			return NULL;
		return account_of(a, row.username, row.password);
	}
	pthread_mutex_lock(&a->lock);
	struct session *s = find_session(a, token);
	const struct auth_account *acc = s ? account_of(a, a->accounts[s->account].pub.username, s->password) : NULL;
	pthread_mutex_unlock(&a->lock);
	return acc;
}

void auth_session_close(struct auth *a, const char *token)
{
	if (a->store) {
		unsigned char h[32];
		struct diag d;
		if (token_hash(token, h) == 0)
			store_session_delete(a->store, h, sizeof h, &d);
		return;
	}
	pthread_mutex_lock(&a->lock);
	struct session *s = find_session(a, token);
	if (s)
		memset(s, 0, sizeof *s);
	pthread_mutex_unlock(&a->lock);
}

void auth_csrf(struct auth *a, const char *token, char out[65])
{
	unsigned char h[32], mac[32];
	if (token_hash(token, h) < 0)
		memset(h, 0, sizeof h);
	crypto_generichash(mac, sizeof mac, h, sizeof h, a->csrf_key, sizeof a->csrf_key);
	sodium_bin2hex(out, 65, mac, sizeof mac);
}

int auth_csrf_ok(struct auth *a, const char *token, const char *csrf)
{
	char want[65];
	if (!token || !csrf || strlen(csrf) != 64)
		return 0;
	auth_csrf(a, token, want);
	return sodium_memcmp(want, csrf, 64) == 0;
}

/* The length of url's origin: "https://host:port" of "https://host:port/path". */
static size_t origin_len(const char *url)
{
	const char *rest = strstr(url, "://");
	return rest ? (size_t)(rest + 3 - url) + strcspn(rest + 3, "/") : strlen(url);
}

int auth_origin_ok(const char *origin, const char *host, const char *url)
{
	if (!origin)
		return 1;
	if (url) {
		size_t n = origin_len(url);
		return strlen(origin) == n && !strncasecmp(origin, url, n);
	}
	if (!host)
		return 0;
	const char *rest = !strncmp(origin, "http://", 7)    ? origin + 7
	                   : !strncmp(origin, "https://", 8) ? origin + 8
	                                                     : NULL;
	return rest && !strcasecmp(rest, host);
}

/* ---- failed logins ---- */

/*
 * The failures of key at now_ms into *f (a count of 0 when none, or when
 * forgotten: FAIL_FORGET_S after their delay), from the store when there is
 * one, else from memory. Under fail_lock. A store that fails counts nothing:
 * the other throttle (the login bucket) still holds.
 */
static void fail_get(struct auth *a, const char *key, long long now_ms, struct failures *f)
{
	*f = (struct failures){ 0 };
	snprintf(f->key, sizeof f->key, "%s", key);
	if (a->store) {
		struct diag d;
		if (store_failure_get(a->store, key, &f->count, &f->until_ms, &d) != 1)
			f->count = f->until_ms = 0;
	} else {
		for (size_t i = 0; i < MAX_BUCKETS; i++)
			if (a->fails[i].count && !strcmp(a->fails[i].key, key))
				*f = a->fails[i];
	}
	if (f->count && now_ms > f->until_ms + FAIL_FORGET_S * 1000LL)
		f->count = f->until_ms = 0;
}

/* Keeps f (a count of 0: forgets its key); in memory, in its slot or the stalest. Under fail_lock. */
static void fail_put(struct auth *a, const struct failures *f, long long now_ms)
{
	if (a->store) {
		struct diag d;
		if (!f->count)
			store_failure_clear(a->store, f->key, &d);
		else if (store_failure_set(a->store, f->key, f->count, f->until_ms, &d) == 0)
			store_failures_expire(a->store, now_ms - FAIL_FORGET_S * 1000LL, &d);
		return;
	}
	struct failures *pick = NULL;
	for (size_t i = 0; i < MAX_BUCKETS && !(pick && pick->count && !strcmp(pick->key, f->key)); i++)
		if (!pick || (a->fails[i].count && !strcmp(a->fails[i].key, f->key)) ||
		    a->fails[i].until_ms < pick->until_ms)
			pick = &a->fails[i];
	*pick = *f;
}

/* The three keys of a login: the name from this address, the address, the name from anywhere. */
static void login_keys(const char *user, const char *addr, char keys[3][160])
{
	snprintf(keys[0], sizeof keys[0], "pair:%.80s@%.64s", user ? user : "", addr ? addr : "");
	snprintf(keys[1], sizeof keys[1], "addr:%.64s", addr ? addr : "");
	snprintf(keys[2], sizeof keys[2], "user:%.100s", user ? user : "");
}

/* The longest wait of the first n of the login's keys (login_keys()). */
static long login_wait(struct auth *a, const char *user, const char *addr, int n)
{
	char keys[3][160];
	login_keys(user, addr, keys);
	long long now = store_now_ms(), until = now;
	pthread_mutex_lock(&a->fail_lock);
	for (int k = 0; k < n; k++) {
		struct failures f;
		fail_get(a, keys[k], now, &f);
		if (f.until_ms > until)
			until = f.until_ms;
	}
	pthread_mutex_unlock(&a->fail_lock);
	return until > now ? (long)((until - now) / 1000) + 1 : 0;
}

long auth_login_wait(struct auth *a, const char *user, const char *addr)
{
	return login_wait(a, user, addr, 3);
}

long auth_login_wait_known(struct auth *a, const char *user, const char *addr)
{
	return login_wait(a, user, addr, 2); /* the name from anywhere is the third key */
}

/* The MAC of a device token's nonce for acc: keyed by the account's digest, so it ends with the password. */
static void device_mac(const struct account *acc, const unsigned char nonce[16], unsigned char mac[16])
{
	crypto_generichash(mac, 16, nonce, 16, acc->digest, sizeof acc->digest);
}

char *auth_device_token(struct auth *a, const struct auth_account *acc)
{
	const struct account *in = (const struct account *)acc;
	unsigned char raw[32];
	randombytes_buf(raw, 16);
	device_mac(in, raw, raw + 16);
	char *token = xmalloc(65);
	sodium_bin2hex(token, 65, raw, sizeof raw);
	(void)a;
	return token;
}

int auth_device_ok(struct auth *a, const char *username, const char *token)
{
	const struct account *acc = find_account(a, username);
	unsigned char raw[32], mac[16];
	size_t len;
	if (!acc || !token || strlen(token) != 64 || sodium_hex2bin(raw, sizeof raw, token, 64, NULL, &len, NULL) < 0 ||
	    len != sizeof raw)
		return 0;
	device_mac(acc, raw, mac);
	return sodium_memcmp(mac, raw + 16, sizeof mac) == 0;
}

/* The delay after a key's count-th failure when the free-th starts them: first_s, doubling, at most max_s. */
static double delay_after(const struct auth_delays *dl, long long count, long free)
{
	if (count < free)
		return 0;
	double delay = dl->first_s;
	for (long long i = free; i < count && delay < dl->max_s; i++)
		delay *= 2;
	return delay < dl->max_s ? delay : dl->max_s;
}

void auth_login_failed(struct auth *a, const char *user, const char *addr)
{
	char keys[3][160];
	login_keys(user, addr, keys);
	const long free[3] = { a->delays.pair_free, a->delays.addr_free, a->delays.user_free };
	long long now = store_now_ms();
	pthread_mutex_lock(&a->fail_lock);
	for (int k = 0; k < 3; k++) {
		struct failures f;
		fail_get(a, keys[k], now, &f);
		f.count++;
		long long until = now + (long long)(delay_after(&a->delays, f.count, free[k]) * 1000);
		if (until > f.until_ms)
			f.until_ms = until;
		fail_put(a, &f, now);
	}
	pthread_mutex_unlock(&a->fail_lock);
}

void auth_login_passed(struct auth *a, const char *user, const char *addr)
{
	char keys[3][160];
	login_keys(user, addr, keys);
	long long now = store_now_ms();
	pthread_mutex_lock(&a->fail_lock);
	/* The address keeps its failures for other names: one good account does not wash a guesser's address. */
	for (int k = 0; k < 3; k += 2) {
		struct failures f;
		fail_get(a, keys[k], now, &f);
		if (f.count) {
			f.count = f.until_ms = 0;
			fail_put(a, &f, now);
		}
	}
	pthread_mutex_unlock(&a->fail_lock);
}

/* ---- token buckets ---- */

/*
 * With a store, the bucket is the store's (store_rate_take()), so that every
 * HTTP node of a session counts together; buckets untouched for an hour (full
 * again long since) are forgotten at most once a minute. A store that fails
 * counts in this process's memory meanwhile.
 */
static long rate_stored(struct auth *a, const char *key, double burst, double per_minute, int take)
{
	struct diag d;
	long long now = store_now_ms();
	pthread_mutex_lock(&a->lock);
	int expire = now - a->rates_expired_ms > 60000;
	if (expire)
		a->rates_expired_ms = now;
	pthread_mutex_unlock(&a->lock);
	if (expire)
		store_rates_expire(a->store, now - 3600 * 1000LL, &d);
	return store_rate_take(a->store, key, burst, per_minute, take, &d);
}

static long rate(struct auth *a, const char *key, double burst, double per_minute, int take)
{
	long stored = a->store ? rate_stored(a, key, burst, per_minute, take) : -1;
	if (stored >= 0)
		return stored;
	double now = now_s();
	pthread_mutex_lock(&a->lock);
	struct bucket *b = NULL;
	for (size_t i = 0; i < a->nbuckets; i++)
		if (!strcmp(a->buckets[i].key, key))
			b = &a->buckets[i];
	if (!b) {
		/* A new key, or the place of the bucket full the longest. */
		size_t pick = a->nbuckets;
		if (pick == MAX_BUCKETS) {
			for (size_t i = pick = 0; i < MAX_BUCKETS; i++)
				if (a->buckets[i].at < a->buckets[pick].at)
					pick = i;
		} else {
			a->nbuckets++;
		}
		b = &a->buckets[pick];
		snprintf(b->key, sizeof b->key, "%s", key);
		b->tokens = burst;
		b->at = now;
	}
	b->tokens += (now - b->at) * per_minute / 60;
	if (b->tokens > burst)
		b->tokens = burst;
	b->at = now;
	long wait = 0;
	if (b->tokens >= 1)
		b->tokens -= take;
	else
		wait = (long)((1 - b->tokens) * 60 / per_minute) + 1;
	pthread_mutex_unlock(&a->lock);
	return wait;
}

long auth_rate_take(struct auth *a, const char *key, double burst, double per_minute)
{
	return rate(a, key, burst, per_minute, 1);
}

long auth_rate_check(struct auth *a, const char *key, double burst, double per_minute)
{
	return rate(a, key, burst, per_minute, 0);
}
