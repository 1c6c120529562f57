/*
 * query.c: what the store's backends share (backend.h): the struct store and
 * its lock, the frame of query_locked()'s transactions, query.h's functions
 * that run one statement alone, the rows' accessors, the migrations' loop,
 * and store_open(), which picks SQLite or PostgreSQL by the name it is given.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "store/backend.h"
#include "store/tables.h"
#include "util.h"

long long store_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int query_fail(struct store *s, struct diag *d, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(d->msg, sizeof d->msg, fmt, ap);
	va_end(ap);
	diag_prefix(d, "store '%s'", s->path);
	return -1;
}

/* Statements, the lock held. */

int query_one(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
              query_read_fn *read, void *out, struct diag *d)
{
	return s->be->one(s, what, sql, args, nargs, read, out, d);
}

int query_all(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
              query_read_fn *read, size_t size, void **out, size_t *n, struct diag *d)
{
	return s->be->all(s, what, sql, args, nargs, read, size, out, n, d);
}

int query_exec(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
               struct diag *d)
{
	return s->be->exec(s, what, sql, args, nargs, d);
}

long long query_insert(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
                       struct diag *d)
{
	return s->be->insert(s, what, sql, args, nargs, d);
}

/* Rows. */

long long query_int(const struct query_row *row, int col)
{
	return row->be->row_int(row, col);
}

void query_text(const struct query_row *row, int col, char *dst, size_t size)
{
	const char *t = row->be->row_text(row, col);
	str_copy(dst, size, t ? t : "");
}

char *query_strdup(const struct query_row *row, int col)
{
	const char *t = row->be->row_text(row, col);
	return t ? xstrdup(t) : NULL;
}

size_t query_blob(const struct query_row *row, int col, const void **data)
{
	return row->be->row_blob(row, col, data);
}

void *query_item(void **out, size_t *n, size_t *cap, size_t size)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 16;
		*out = xrealloc(*out, *cap * size);
	}
	void *item = (char *)*out + (*n)++ * size;
	memset(item, 0, size);
	return item;
}

void query_read_int(const struct query_row *row, void *item)
{
	*(long long *)item = query_int(row, 0);
}

/* The lock and the transactions. */

long long query_locked(struct store *s, int write, query_body_fn *body, const void *ctx, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	long long ret = -1;
	if (!write || s->be->begin(s, write, d) == 0) {
		s->in_transaction = write;
		ret = body(s, ctx, d);
		s->in_transaction = 0;
		if (write && s->be->end(s, ret >= 0, d) < 0)
			ret = -1;
	}
	pthread_mutex_unlock(&s->lock);
	return ret;
}

int query_get(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
              query_read_fn *read, void *out, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int ret = query_one(s, what, sql, args, nargs, read, out, d);
	pthread_mutex_unlock(&s->lock);
	return ret;
}

int query_list(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
               query_read_fn *read, size_t size, void (*free_item)(void *item), void **out, size_t *n, struct diag *d)
{
	*out = NULL;
	*n = 0;
	pthread_mutex_lock(&s->lock);
	int ret = query_all(s, what, sql, args, nargs, read, size, out, n, d);
	pthread_mutex_unlock(&s->lock);
	if (ret < 0) {
		for (size_t i = 0; free_item && i < *n; i++)
			free_item((char *)*out + i * size);
		free(*out);
		*out = NULL;
		*n = 0;
	}
	return ret;
}

struct change {
	const char *what, *sql;
	const struct query_arg *args;
	size_t nargs;
};

static long long change_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct change *c = ctx;
	return query_exec(s, c->what, c->sql, c->args, c->nargs, d);
}

int query_change(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
                 struct diag *d)
{
	struct change c = { what, sql, args, nargs };
	return (int)query_locked(s, 1, change_body, &c, d);
}

/* Opening and the schema. */

/* One step of the chain: 1 when the schema was migrated one version up, 0 when it is current, -1 on error. */
static long long migrate_step(struct store *s, const void *ctx, struct diag *d)
{
	(void)ctx;
	/* Read inside the transaction: another process may have migrated meanwhile. */
	int v = s->be->version(s, d);
	if (v < 0)
		return -1;
	if (v > STORE_SCHEMA_VERSION)
		return query_fail(s, d, "schema version %d is newer than this judge's (%d)", v, STORE_SCHEMA_VERSION);
	if (v == STORE_SCHEMA_VERSION)
		return 0;
	if (s->be->migrate(s, v, d) < 0) {
		diag_prefix(d, "migrating from version %d", v);
		return -1;
	}
	return 1;
}

/* Brings the schema to STORE_SCHEMA_VERSION, one migration per transaction. */
static int migrate(struct store *s, struct diag *d)
{
	long long rc;
	while ((rc = query_locked(s, 1, migrate_step, NULL, d)) == 1)
		;
	return (int)rc;
}

int store_is_postgresql(const char *db)
{
	if (!strncmp(db, "postgresql://", 13) || !strncmp(db, "postgres://", 11))
		return 1;
	/* A keyword/value string: "host=/run/pg dbname=contest" (a word, then '='). */
	size_t n = strspn(db, "abcdefghijklmnopqrstuvwxyz_");
	return n > 0 && db[n] == '=';
}

/* The connection string as messages show it: a password replaced by "***". */
static char *shown_name(const char *db)
{
	char *shown = xstrdup(db);
	char *at = strchr(shown, '@'), *scheme = strstr(shown, "://");
	char *colon = scheme && at ? memchr(scheme + 3, ':', (size_t)(at - scheme - 3)) : NULL;
	if (colon) {
		char *out = xasprintf("%.*s:***%s", (int)(colon - shown), shown, at);
		free(shown);
		return out;
	}
	char *pw = strstr(shown, "password=");
	if (pw) {
		char *end = pw + 9 + strcspn(pw + 9, " ");
		char *out = xasprintf("%.*spassword=***%s", (int)(pw - shown), shown, end);
		free(shown);
		return out;
	}
	return shown;
}

struct store *store_open(const char *path, int busy_ms, struct diag *d)
{
	struct store *s = xcalloc(1, sizeof *s);
	int pg = store_is_postgresql(path);
	s->path = pg ? shown_name(path) : xstrdup(path);
	pthread_mutex_init(&s->lock, NULL);
	int rc;
#ifdef STORE_POSTGRESQL
	rc = pg ? store_pg_open(s, path, d) : store_sqlite_open(s, path, busy_ms, d);
#else
	rc = pg ? query_fail(s, d,
	                     "this judge was built without PostgreSQL (libpq-dev was missing when meson set "
	                     "up the build: install it, e.g. scripts/setup --postgresql, and run meson setup "
	                     "--reconfigure)")
	        : store_sqlite_open(s, path, busy_ms, d);
#endif
	if (rc < 0 || migrate(s, d) < 0) {
		store_close(s);
		return NULL;
	}
	return s;
}

void store_close(struct store *s)
{
	if (!s)
		return;
	if (s->be && s->db)
		s->be->close(s);
	pthread_mutex_destroy(&s->lock);
	free(s->path);
	free(s);
}

static int locked_call(struct store *s, int (*fn)(struct store *, struct diag *), struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int rc = fn(s, d);
	pthread_mutex_unlock(&s->lock);
	return rc;
}

int store_sync_normal(struct store *s, struct diag *d)
{
	return locked_call(s, s->be->sync_normal, d);
}

int store_confined(struct store *s, struct diag *d)
{
	return locked_call(s, s->be->confined, d);
}

int store_schema_version(struct store *s, struct diag *d)
{
	return locked_call(s, s->be->version, d);
}

/* Claims, holds and wake-ups (query.h, store.h). */

const char *query_skip_locked(struct store *s)
{
	return s->be->skip_locked;
}

int query_hold(struct store *s, long long judgement_id, struct diag *d)
{
	return s->be->hold(s, judgement_id, d);
}

int query_held(struct store *s, long long judgement_id, struct diag *d)
{
	return s->be->held ? s->be->held(s, judgement_id, d) : 1;
}

int store_lost(struct store *s)
{
	pthread_mutex_lock(&s->lock);
	int lost = s->be->lost && s->be->lost(s);
	pthread_mutex_unlock(&s->lock);
	return lost;
}

int store_reconnect(struct store *s, struct diag *d)
{
	return s->be->reconnect ? locked_call(s, s->be->reconnect, d) : 0;
}

int query_notify(struct store *s, struct diag *d)
{
	return s->be->notify(s, d);
}

void store_unhold(struct store *s, long long judgement_id)
{
	pthread_mutex_lock(&s->lock);
	s->be->unhold(s, judgement_id);
	pthread_mutex_unlock(&s->lock);
}

static long long reap_body(struct store *s, const void *ctx, struct diag *d)
{
	(void)ctx;
	int n = s->be->reap(s, d);
	return n > 0 && (store_tables_rewait(s, d) < 0 || query_notify(s, d) < 0) ? -1 : n;
}

int store_shared(const struct store *s)
{
	return s->be->shared;
}

int store_reap(struct store *s, struct diag *d)
{
	if (!s->be->shared)
		return 0;
	return (int)query_locked(s, QUERY_WRITE, reap_body, NULL, d);
}

int store_listen(struct store *s, struct diag *d)
{
	return locked_call(s, s->be->listen, d);
}

int store_listen_drain(struct store *s)
{
	pthread_mutex_lock(&s->lock);
	int n = s->be->drain(s);
	pthread_mutex_unlock(&s->lock);
	return n;
}
