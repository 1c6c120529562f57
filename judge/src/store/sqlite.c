/*
 * sqlite.c: the store's SQLite backend: the connection, its lock, the
 * transactions and the statements of query.h, and store_open() with the
 * migrations (store.h says the contract, query.h the helper's).
 *
 * Every statement is prepared, run and finalized in one call: a few
 * microseconds of preparing per call buys code without a cache of statements
 * to keep in step with the schema. Writes run between BEGIN IMMEDIATE, so the
 * write lock is taken before anything is read, and COMMIT, which with
 * synchronous=FULL returns once the WAL is on disk (the worker's connection:
 * NORMAL, store_sync_normal()).
 */
#include <fcntl.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "store/query.h"
#include "util.h"

struct store {
	sqlite3 *db;
	char *path;
	pthread_mutex_t lock;
};

struct query_row {
	sqlite3_stmt *st;
};

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

static int db_fail(struct store *s, struct diag *d, const char *what)
{
	return query_fail(s, d, "%s: %s", what, sqlite3_errmsg(s->db));
}

/* Runs SQL text of one or more statements without parameters. */
static int exec(struct store *s, const char *sql, struct diag *d)
{
	char *err = NULL;
	if (sqlite3_exec(s->db, sql, NULL, NULL, &err) != SQLITE_OK) {
		query_fail(s, d, "%s", err ? err : sqlite3_errmsg(s->db));
		sqlite3_free(err);
		return -1;
	}
	return 0;
}

/* Rolls back after a failure; the message already in d stays. Returns -1. */
static int rollback(struct store *s)
{
	sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
	return -1;
}

static int commit(struct store *s, struct diag *d)
{
	return exec(s, "COMMIT", d) == 0 ? 0 : rollback(s);
}

/* Statements. */

static int bind(sqlite3_stmt *st, const struct query_arg *args, size_t nargs)
{
	int rc = SQLITE_OK;
	for (size_t i = 0; i < nargs && rc == SQLITE_OK; i++) {
		const struct query_arg *a = &args[i];
		int k = (int)i + 1;
		if (a->type == QUERY_INT)
			rc = sqlite3_bind_int64(st, k, a->i);
		else if (a->type == QUERY_TEXT && a->p)
			rc = sqlite3_bind_text(st, k, a->p, -1, SQLITE_STATIC);
		else if (a->type == QUERY_TEXT)
			rc = sqlite3_bind_null(st, k);
		else if (!a->p && a->len)
			rc = sqlite3_bind_null(st, k);
		else /* A zero-length blob needs a non-NULL pointer, or SQLite stores NULL. */
			rc = sqlite3_bind_blob64(st, k, a->p ? a->p : "", a->len, SQLITE_STATIC);
	}
	return rc;
}

/* The statement sql with args bound; NULL after db_fail(). */
static sqlite3_stmt *prepare(struct store *s, const char *sql, const struct query_arg *args, size_t nargs,
                             struct diag *d)
{
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK) {
		db_fail(s, d, "prepare");
		return NULL;
	}
	if (bind(st, args, nargs) != SQLITE_OK) {
		db_fail(s, d, "bind");
		sqlite3_finalize(st);
		return NULL;
	}
	return st;
}

int query_one(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
              query_read_fn *read, void *out, struct diag *d)
{
	sqlite3_stmt *st = prepare(s, sql, args, nargs, d);
	if (!st)
		return -1;
	int rc = sqlite3_step(st);
	int ret = rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : db_fail(s, d, what);
	if (ret == 1)
		read(&(struct query_row){ st }, out);
	sqlite3_finalize(st);
	return ret;
}

int query_all(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
              query_read_fn *read, size_t size, void **out, size_t *n, struct diag *d)
{
	sqlite3_stmt *st = prepare(s, sql, args, nargs, d);
	if (!st)
		return -1;
	size_t cap = 0;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap ? 2 * cap : 16;
			*out = xrealloc(*out, cap * size);
		}
		void *item = (char *)*out + (*n)++ * size;
		memset(item, 0, size);
		read(&(struct query_row){ st }, item);
	}
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : db_fail(s, d, what);
}

int query_exec(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
               struct diag *d)
{
	sqlite3_stmt *st = prepare(s, sql, args, nargs, d);
	if (!st)
		return -1;
	int rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return db_fail(s, d, what);
	return sqlite3_changes(s->db);
}

long long query_insert(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
                       struct diag *d)
{
	if (query_exec(s, what, sql, args, nargs, d) < 0)
		return -1;
	return sqlite3_last_insert_rowid(s->db);
}

/* Rows. */

long long query_int(const struct query_row *row, int col)
{
	return sqlite3_column_int64(row->st, col);
}

void query_text(const struct query_row *row, int col, char *dst, size_t size)
{
	const unsigned char *t = sqlite3_column_text(row->st, col);
	str_copy(dst, size, t ? (const char *)t : "");
}

char *query_strdup(const struct query_row *row, int col)
{
	const unsigned char *t = sqlite3_column_text(row->st, col);
	return t ? xstrdup((const char *)t) : NULL;
}

size_t query_blob(const struct query_row *row, int col, const void **data)
{
	*data = sqlite3_column_blob(row->st, col);
	return (size_t)sqlite3_column_bytes(row->st, col);
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
	if (!write || exec(s, "BEGIN IMMEDIATE", d) == 0) {
		ret = body(s, ctx, d);
		if (write && ret < 0)
			rollback(s);
		else if (write && commit(s, d) < 0)
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

/* Opening, the schema and the connection's settings. */

static int user_version(struct store *s, struct diag *d)
{
	long long v = -1;
	if (query_one(s, "reading the schema version", "PRAGMA user_version", Q_NONE, query_read_int, &v, d) == 0)
		db_fail(s, d, "reading the schema version");
	return (int)v;
}

/* One step of the chain: 1 when the file was migrated one version up, 0 when it is current, -1 on error. */
static long long migrate_step(struct store *s, const void *ctx, struct diag *d)
{
	(void)ctx;
	/* Read inside the transaction: another process may have migrated meanwhile. */
	int v = user_version(s, d);
	if (v < 0)
		return -1;
	if (v > STORE_SCHEMA_VERSION)
		return query_fail(s, d, "schema version %d is newer than this judge's (%d)", v, STORE_SCHEMA_VERSION);
	if (v == STORE_SCHEMA_VERSION)
		return 0;
	char *sql = xasprintf("%s PRAGMA user_version = %d;", store_migrations[v], v + 1);
	int rc = exec(s, sql, d);
	free(sql);
	if (rc < 0) {
		diag_prefix(d, "migrating from version %d", v);
		return -1;
	}
	return 1;
}

/* Brings the file to STORE_SCHEMA_VERSION, one migration per transaction. */
static int migrate(struct store *s, struct diag *d)
{
	long long rc;
	while ((rc = query_locked(s, 1, migrate_step, NULL, d)) == 1)
		;
	return (int)rc;
}

struct store *store_open(const char *path, int busy_ms, struct diag *d)
{
	/* Created here rather than by SQLite, so that a new store is private to its owner from the start. */
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd < 0) {
		diag_errno(d, "store '%s'", path);
		return NULL;
	}
	close(fd);
	struct store *s = xcalloc(1, sizeof *s);
	s->path = xstrdup(path);
	pthread_mutex_init(&s->lock, NULL);
	if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_FULLMUTEX, NULL) != SQLITE_OK) {
		db_fail(s, d, "open");
		store_close(s);
		return NULL;
	}
	sqlite3_busy_timeout(s->db, busy_ms > 0 ? busy_ms : 5000);
	/*
	 * journal_mode answers with the mode it set: a file that is not a
	 * database fails here ("file is not a database").
	 */
	if (exec(s, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;", d) < 0 ||
	    migrate(s, d) < 0) {
		store_close(s);
		return NULL;
	}
	return s;
}

void store_close(struct store *s)
{
	if (!s)
		return;
	sqlite3_close(s->db);
	pthread_mutex_destroy(&s->lock);
	free(s->path);
	free(s);
}

static long long sync_normal_body(struct store *s, const void *ctx, struct diag *d)
{
	(void)ctx;
	return exec(s, "PRAGMA synchronous = NORMAL", d);
}

int store_sync_normal(struct store *s, struct diag *d)
{
	return (int)query_locked(s, 0, sync_normal_body, NULL, d);
}

static long long confined_body(struct store *s, const void *ctx, struct diag *d)
{
	(void)ctx;
	unsigned char seed;
	sqlite3_randomness(1, &seed); /* reads /dev/urandom once, now, for the WAL's salts later */
	return exec(s, "PRAGMA temp_store = MEMORY", d);
}

int store_confined(struct store *s, struct diag *d)
{
	return (int)query_locked(s, 0, confined_body, NULL, d);
}

static long long schema_version_body(struct store *s, const void *ctx, struct diag *d)
{
	(void)ctx;
	return user_version(s, d);
}

int store_schema_version(struct store *s, struct diag *d)
{
	return (int)query_locked(s, 0, schema_version_body, NULL, d);
}
