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
 */
#include "serve/auth.h"

#include <pthread.h>
#include <sodium.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "serve/store.h"
#include "util.h"

#define PW_OPS       2
#define PW_MEM       (19u << 20)
#define TOKEN_BYTES  32
#define MAX_SESSIONS 4096
#define MAX_BUCKETS  1024
#define BASIC_REMEMBER_S 600

struct account {
	struct auth_account pub;
	char hash[crypto_pwhash_STRBYTES];
	unsigned char basic[32]; /* the keyed hash of the basic credentials last checked, under the lock */
	time_t basic_until;      /* until when they pass without argon2id; 0: none */
};

struct session {
	unsigned char hash[32];
	size_t account;
	time_t expires;
	int used;
};

struct bucket {
	char key[96];
	double tokens;
	double at; /* when tokens was counted, seconds */
};

struct auth {
	pthread_mutex_t lock;
	struct account *accounts;
	size_t naccounts;
	char dummy[crypto_pwhash_STRBYTES];
	unsigned char csrf_key[32];
	unsigned char basic_key[32];
	unsigned long verifications; /* argon2id checks done, under the lock */
	struct session sessions[MAX_SESSIONS];
	struct bucket buckets[MAX_BUCKETS];
	size_t nbuckets;
	struct store *store; /* NULL: sessions in memory */
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

static int hash_password(char out[crypto_pwhash_STRBYTES], const char *pw)
{
	return crypto_pwhash_str_alg(out, pw, strlen(pw), PW_OPS, PW_MEM, crypto_pwhash_ALG_ARGON2ID13);
}

struct auth *auth_new(struct diag *d)
{
	if (sodium_init() < 0) {
		diag_set(d, "libsodium cannot start");
		return NULL;
	}
	struct auth *a = xcalloc(1, sizeof *a);
	pthread_mutex_init(&a->lock, NULL);
	randombytes_buf(a->csrf_key, sizeof a->csrf_key);
	randombytes_buf(a->basic_key, sizeof a->basic_key);
	char pw[33];
	randombytes_buf(pw, 16);
	sodium_bin2hex(pw, sizeof pw, (unsigned char *)pw, 16);
	if (hash_password(a->dummy, pw) < 0) {
		diag_set(d, "argon2id: out of memory");
		auth_free(a);
		return NULL;
	}
	return a;
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
	pthread_mutex_destroy(&a->lock);
	sodium_memzero(a, sizeof *a);
	free(a);
}

int auth_add_account(struct auth *a, const char *username, const char *password, enum auth_role role,
                     const char *team_id, struct diag *d)
{
	struct account acc = { .pub = { xstrdup(username), role, team_id ? xstrdup(team_id) : NULL } };
	if (hash_password(acc.hash, password) < 0) {
		diag_set(d, "account '%s': argon2id: out of memory", username);
		free(acc.pub.username);
		free(acc.pub.team_id);
		return -1;
	}
	pthread_mutex_lock(&a->lock);
	a->accounts = xrealloc(a->accounts, (a->naccounts + 1) * sizeof *a->accounts);
	a->accounts[a->naccounts++] = acc;
	pthread_mutex_unlock(&a->lock);
	return 0;
}

static struct account *find_account(struct auth *a, const char *username)
{
	for (size_t i = 0; username && i < a->naccounts; i++)
		if (!strcmp(a->accounts[i].pub.username, username))
			return &a->accounts[i];
	return NULL;
}

static int verify(struct auth *a, const struct account *acc, const char *password)
{
	pthread_mutex_lock(&a->lock);
	a->verifications++;
	pthread_mutex_unlock(&a->lock);
	return crypto_pwhash_str_verify(acc ? acc->hash : a->dummy, password, strlen(password)) == 0;
}

/* Accounts are only added before serving starts: finding one needs no lock. */
const struct auth_account *auth_check_password(struct auth *a, const char *username, const char *password)
{
	struct account *acc = find_account(a, username);
	int ok = verify(a, acc, password ? password : "");
	return acc && ok ? &acc->pub : NULL;
}

/* Basic credentials that passed argon2id within BASIC_REMEMBER_S pass again without it. */
static const struct auth_account *check_remembered(struct auth *a, const char *username, const char *password)
{
	struct account *acc = find_account(a, username);
	unsigned char h[32];
	crypto_generichash(h, sizeof h, (const unsigned char *)password, strlen(password), a->basic_key,
	                   sizeof a->basic_key);
	time_t now = time(NULL);
	pthread_mutex_lock(&a->lock);
	int known = acc && acc->basic_until > now && sodium_memcmp(acc->basic, h, sizeof h) == 0;
	pthread_mutex_unlock(&a->lock);
	if (known || !verify(a, acc, password))
		return known ? &acc->pub : NULL;
	if (!acc)
		return NULL;
	pthread_mutex_lock(&a->lock);
	memcpy(acc->basic, h, sizeof h);
	acc->basic_until = now + BASIC_REMEMBER_S;
	pthread_mutex_unlock(&a->lock);
	return &acc->pub;
}

unsigned long auth_verifications(struct auth *a)
{
	pthread_mutex_lock(&a->lock);
	unsigned long n = a->verifications;
	pthread_mutex_unlock(&a->lock);
	return n;
}

const struct auth_account *auth_check_basic(struct auth *a, const char *authorization)
{
	if (!authorization || strncasecmp(authorization, "Basic ", 6))
		return NULL;
	const char *b64 = authorization + 6;
	size_t n = strlen(b64), len;
	if (n > 1024)
		return NULL;
	char *raw = xmalloc(n + 1);
	if (sodium_base642bin((unsigned char *)raw, n, b64, n, " ", &len, NULL, sodium_base64_VARIANT_ORIGINAL) < 0) {
		free(raw);
		return NULL;
	}
	raw[len] = '\0';
	char *colon = strchr(raw, ':');
	const struct auth_account *acc = NULL;
	if (colon && strlen(raw) == len) {
		*colon = '\0';
		acc = check_remembered(a, raw, colon + 1);
	}
	sodium_memzero(raw, n + 1);
	free(raw);
	return acc;
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
	if (a->store) {
		struct diag d;
		/* A session the store could not keep is no session: the login fails with it. */
		if (store_session_add(a->store, s.hash, sizeof s.hash, acc->username, (long long)s.expires * 1000, &d) <
		    0) {
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

static const struct auth_account *account_named(struct auth *a, const char *username)
{
	for (size_t i = 0; i < a->naccounts; i++)
		if (!strcmp(a->accounts[i].pub.username, username))
			return &a->accounts[i].pub;
	return NULL;
}

const struct auth_account *auth_session(struct auth *a, const char *token)
{
	if (a->store) {
		unsigned char h[32];
		char user[STORE_ID_MAX];
		struct diag d;
		if (token_hash(token, h) < 0 || store_session_get(a->store, h, sizeof h, store_now_ms(), user, &d) != 1)
			return NULL;
		return account_named(a, user);
	}
	pthread_mutex_lock(&a->lock);
	struct session *s = find_session(a, token);
	const struct auth_account *acc = s ? &a->accounts[s->account].pub : NULL;
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

int auth_origin_ok(const char *origin, const char *host)
{
	if (!origin)
		return 1;
	if (!host)
		return 0;
	const char *rest = !strncmp(origin, "http://", 7)    ? origin + 7
	                   : !strncmp(origin, "https://", 8) ? origin + 8
	                                                     : NULL;
	return rest && !strcasecmp(rest, host);
}

static long rate(struct auth *a, const char *key, double burst, double per_minute, int take)
{
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
