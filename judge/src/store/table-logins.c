/*
 * table-logins.c: the login sessions of the web pages and the failed logins
 * (store.h says the contract; the tables are in migrations.c).
 */
#include <string.h>

#include "store/query.h"

static int check_hash(struct store *s, size_t hash_len, struct diag *d)
{
	if (hash_len == 0 || hash_len > 64)
		return query_fail(s, d, "a session hash of %zu bytes (1 to 64)", hash_len);
	return 0;
}

int store_session_add(struct store *s, const unsigned char *hash, size_t hash_len, const char *username,
                      const unsigned char password[STORE_SESSION_PW], long long expires_ms, struct diag *d)
{
	if (check_hash(s, hash_len, d) < 0)
		return -1;
	int rc = query_change(
	        s, "a session",
	        "INSERT INTO sessions(hash, expires_ms, username, password) VALUES(?1, ?2, ?3, ?4)"
	        " ON CONFLICT(hash) DO UPDATE SET expires_ms = ?2, username = ?3, password = ?4",
	        Q_ARGS(Q_BLOB(hash, hash_len), Q_INT(expires_ms), Q_TEXT(username), Q_BLOB(password, STORE_SESSION_PW)),
	        d);
	return rc < 0 ? -1 : 0;
}

static void read_session(const struct query_row *row, void *item)
{
	struct store_session *out = item;
	query_text(row, 0, out->username, sizeof out->username);
	/* A row from before the password was kept has an empty one: it matches no account. */
	const void *pw;
	if (query_blob(row, 1, &pw) == STORE_SESSION_PW)
		memcpy(out->password, pw, STORE_SESSION_PW);
}

int store_session_get(struct store *s, const unsigned char *hash, size_t hash_len, long long now_ms,
                      struct store_session *out, struct diag *d)
{
	if (check_hash(s, hash_len, d) < 0)
		return -1;
	*out = (struct store_session){ 0 };
	return query_get(s, "a session", "SELECT username, password FROM sessions WHERE hash = ?1 AND expires_ms > ?2",
	                 Q_ARGS(Q_BLOB(hash, hash_len), Q_INT(now_ms)), read_session, out, d);
}

int store_session_delete(struct store *s, const unsigned char *hash, size_t hash_len, struct diag *d)
{
	if (check_hash(s, hash_len, d) < 0)
		return -1;
	int rc =
	        query_change(s, "a session", "DELETE FROM sessions WHERE hash = ?1", Q_ARGS(Q_BLOB(hash, hash_len)), d);
	return rc < 0 ? -1 : 0;
}

int store_sessions_expire(struct store *s, long long now_ms, struct diag *d)
{
	return query_change(s, "expiring sessions", "DELETE FROM sessions WHERE expires_ms <= ?1",
	                    Q_ARGS(Q_INT(now_ms)), d);
}

/* Failed logins. */

struct failure {
	long long *count, *until_ms;
};

static void read_failure(const struct query_row *row, void *item)
{
	struct failure *f = item;
	*f->count = query_int(row, 0);
	*f->until_ms = query_int(row, 1);
}

int store_failure_get(struct store *s, const char *key, long long *count, long long *until_ms, struct diag *d)
{
	struct failure f = { count, until_ms };
	return query_get(s, "reading failed logins", "SELECT count, until_ms FROM login_failures WHERE key = ?1",
	                 Q_ARGS(Q_TEXT(key)), read_failure, &f, d);
}

int store_failure_set(struct store *s, const char *key, long long count, long long until_ms, struct diag *d)
{
	int rc = query_change(s, "a failed login",
	                      "INSERT INTO login_failures(key, count, until_ms) VALUES(?1, ?2, ?3)"
	                      " ON CONFLICT(key) DO UPDATE SET count = ?2, until_ms = ?3",
	                      Q_ARGS(Q_TEXT(key), Q_INT(count), Q_INT(until_ms)), d);
	return rc < 0 ? -1 : 0;
}

int store_failure_clear(struct store *s, const char *key, struct diag *d)
{
	int rc = query_change(s, "a failed login", "DELETE FROM login_failures WHERE key = ?1", Q_ARGS(Q_TEXT(key)), d);
	return rc < 0 ? -1 : 0;
}

int store_failures_expire(struct store *s, long long before_ms, struct diag *d)
{
	return query_change(s, "expiring failed logins", "DELETE FROM login_failures WHERE until_ms < ?1",
	                    Q_ARGS(Q_INT(before_ms)), d);
}
