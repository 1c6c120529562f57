/*
 * sqlite.c: the store's SQLite backend (backend.h): the connection, the
 * transactions and the statements of query.h, on a file, with the schema of
 * store/migrations.c. store.h says the contract, query.h the helper's.
 *
 * Every statement is prepared, run and finalized in one call: a few
 * microseconds of preparing per call buys code without a cache of statements
 * to keep in step with the schema. Writes run between BEGIN IMMEDIATE, so the
 * write lock is taken before anything is read, and COMMIT, which with
 * synchronous=FULL returns once the WAL is on disk (the worker's connection:
 * NORMAL, store_sync_normal()).
 */
#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "store/backend.h"
#include "util.h"

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

/* Every write queues for the one write lock, QUERY_ROWS too. */
static int begin(struct store *s, int write, struct diag *d)
{
	(void)write;
	return exec(s, "BEGIN IMMEDIATE", d);
}

/* Commits, or rolls back after a failure (the message already in d stays). */
static int end(struct store *s, int commit, struct diag *d)
{
	if (commit && exec(s, "COMMIT", d) == 0)
		return 0;
	sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
	return commit ? -1 : 0;
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

static const struct store_backend backend;

static int one(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
               query_read_fn *read, void *out, struct diag *d)
{
	sqlite3_stmt *st = prepare(s, sql, args, nargs, d);
	if (!st)
		return -1;
	int rc = sqlite3_step(st);
	int ret = rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : db_fail(s, d, what);
	if (ret == 1)
		read(&(struct query_row){ &backend, st, 0, NULL }, out);
	sqlite3_finalize(st);
	return ret;
}

static int all(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
               query_read_fn *read, size_t size, void **out, size_t *n, struct diag *d)
{
	sqlite3_stmt *st = prepare(s, sql, args, nargs, d);
	if (!st)
		return -1;
	size_t cap = *n;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		read(&(struct query_row){ &backend, st, 0, NULL }, query_item(out, n, &cap, size));
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : db_fail(s, d, what);
}

static int change(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
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

static long long insert(struct store *s, const char *what, const char *sql, const struct query_arg *args,
                        size_t nargs, struct diag *d)
{
	if (change(s, what, sql, args, nargs, d) < 0)
		return -1;
	return sqlite3_last_insert_rowid(s->db);
}

/* Rows. */

static long long row_int(const struct query_row *row, int col)
{
	return sqlite3_column_int64(row->h, col);
}

static const char *row_text(const struct query_row *row, int col)
{
	return (const char *)sqlite3_column_text(row->h, col);
}

static size_t row_blob(const struct query_row *row, int col, const void **data)
{
	*data = sqlite3_column_blob(row->h, col);
	return (size_t)sqlite3_column_bytes(row->h, col);
}

/* The schema and the connection's settings. */

static int version(struct store *s, struct diag *d)
{
	long long v = -1;
	if (one(s, "reading the schema version", "PRAGMA user_version", Q_NONE, query_read_int, &v, d) == 0)
		db_fail(s, d, "reading the schema version");
	return (int)v;
}

static int migrate(struct store *s, int v, struct diag *d)
{
	char *sql = xasprintf("%s PRAGMA user_version = %d;", store_migrations[v], v + 1);
	int rc = exec(s, sql, d);
	free(sql);
	return rc;
}

static int sync_normal(struct store *s, struct diag *d)
{
	return exec(s, "PRAGMA synchronous = NORMAL", d);
}

static int confined(struct store *s, struct diag *d)
{
	unsigned char seed;
	sqlite3_randomness(1, &seed); /* reads /dev/urandom once, now, for the WAL's salts later */
	return exec(s, "PRAGMA temp_store = MEMORY", d);
}

static void close_db(struct store *s)
{
	sqlite3_close(s->db);
}

/* One machine's workers: no holds to reap (store_release() at a worker's start), no wake-ups but its own pipe. */
static int no_hold(struct store *s, long long judgement_id, struct diag *d)
{
	(void)s, (void)judgement_id, (void)d;
	return 0;
}

static void no_unhold(struct store *s, long long judgement_id)
{
	(void)s, (void)judgement_id;
}

static int nothing(struct store *s, struct diag *d)
{
	(void)s, (void)d;
	return 0;
}

static int no_listen(struct store *s, struct diag *d)
{
	(void)s, (void)d;
	return -1;
}

static int no_drain(struct store *s)
{
	(void)s;
	return 0;
}

static const struct store_backend backend = {
	.one = one,
	.all = all,
	.exec = change,
	.insert = insert,
	.begin = begin,
	.end = end,
	.skip_locked = "",
	.hold = no_hold,
	.unhold = no_unhold,
	.reap = nothing,
	.notify = nothing,
	.listen = no_listen,
	.drain = no_drain,
	.version = version,
	.migrate = migrate,
	.sync_normal = sync_normal,
	.confined = confined,
	.close = close_db,
	.row_int = row_int,
	.row_text = row_text,
	.row_blob = row_blob,
};

int store_sqlite_open(struct store *s, const char *path, int busy_ms, struct diag *d)
{
	s->be = &backend;
	/* Created here rather than by SQLite, so that a new store is private to its owner from the start. */
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd < 0) {
		diag_errno(d, "store '%s'", path);
		return -1;
	}
	close(fd);
	sqlite3 *db = NULL;
	int rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_FULLMUTEX, NULL);
	s->db = db;
	if (rc != SQLITE_OK)
		return db ? db_fail(s, d, "open") : query_fail(s, d, "open: out of memory");
	sqlite3_busy_timeout(db, busy_ms > 0 ? busy_ms : 5000);
	/*
	 * journal_mode answers with the mode it set: a file that is not a
	 * database fails here ("file is not a database").
	 */
	return exec(s, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;", d);
}
