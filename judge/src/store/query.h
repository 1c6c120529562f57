/*
 * query.h: the store's one way to its database, used by the table files
 * (store/table-*.c) and implemented by a backend (store/sqlite.c).
 *
 * How this works. A table file says what it wants as SQL text with numbered
 * parameters (?1 ... ?N, each bound from a typed argument list, Q_ARGS) and
 * reads rows through the accessors below, never through the database's own
 * API: nothing in a table file names SQLite. A backend holds the connection,
 * the lock of the struct store and the transactions, and maps a statement
 * onto its library; a second backend (a networked database) implements this
 * header and store.h's store_open() family, with its own schema (the
 * migrations are SQLite's DDL), and rewrites ?N to its own placeholder
 * spelling ($N). The tables' SQL keeps to what SQLite and PostgreSQL both
 * accept (upserts as INSERT ... ON CONFLICT, times bound as parameters rather
 * than computed by the database), but for one thing: a submission's files are
 * read in the order they were inserted, ORDER BY rowid.
 *
 * Two levels. query_get(), query_list() and query_change() run one statement
 * alone: they take the store's lock, and query_change() wraps its statement in
 * a transaction of its own. query_locked() runs a body of several statements
 * under the lock, in one write transaction when asked; inside that body the
 * statements go through query_one(), query_all(), query_exec() and
 * query_insert(), which expect the lock held (calling the first three from a
 * body would deadlock: the lock is not recursive).
 *
 * Errors: every function returns -1 with "store 'PATH': WHAT: the database's
 * words" in d, WHAT being the caller's description of the statement.
 */
#ifndef STORE_QUERY_H
#define STORE_QUERY_H

#include <stddef.h>

#include "diag.h"
#include "store/store.h"

/* One argument of a statement: ?1 is the first of the list. */
enum query_type { QUERY_INT, QUERY_TEXT, QUERY_BLOB };
struct query_arg {
	enum query_type type;
	long long i;   /* QUERY_INT */
	const void *p; /* QUERY_TEXT (NUL-terminated) and QUERY_BLOB; NULL binds SQL NULL (a blob of len 0: empty) */
	size_t len;    /* QUERY_BLOB */
};

#define Q_INT(v)        ((struct query_arg){ QUERY_INT, (long long)(v), NULL, 0 })
#define Q_TEXT(v)       ((struct query_arg){ QUERY_TEXT, 0, (v), 0 })
#define Q_BLOB(data, n) ((struct query_arg){ QUERY_BLOB, 0, (data), (n) })
/* The argument list of a call: Q_ARGS(Q_INT(id), Q_TEXT(name)) is a pointer and a count. */
#define Q_ARGS(...)                                                                                                    \
	(const struct query_arg[]){ __VA_ARGS__ },                                                                     \
	        sizeof((const struct query_arg[]){ __VA_ARGS__ }) / sizeof(struct query_arg)
#define Q_NONE NULL, 0

/* A row being read: valid only inside the read function it is given to. */
struct query_row;
typedef void query_read_fn(const struct query_row *row, void *item);

/* Column col (0-based) as an integer; NULL reads 0. */
long long query_int(const struct query_row *row, int col);
/* Column col as text copied into dst (truncated to size); NULL reads "". */
void query_text(const struct query_row *row, int col, char *dst, size_t size);
/* Column col as a new string for free(); NULL reads NULL. */
char *query_strdup(const struct query_row *row, int col);
/* Column col as bytes: their number, *data pointing at them until the next accessor call (NULL when none). */
size_t query_blob(const struct query_row *row, int col, const void **data);

/* A read function for a single integer column: item is a long long. */
query_read_fn query_read_int;

/*
 * Runs body(s, ctx, d) holding the store's lock; when write, inside one
 * transaction whose write lock is taken at once (two writers queue instead of
 * failing half-way). The transaction commits when body returns >= 0 and is
 * rolled back when it returns < 0 (d keeps body's message). Returns body's
 * value, or -1 when the transaction could not begin or commit.
 */
typedef long long query_body_fn(struct store *s, const void *ctx, struct diag *d);
long long query_locked(struct store *s, int write, query_body_fn *body, const void *ctx, struct diag *d);
/*
 * query_locked()'s write: QUERY_WRITE as above; QUERY_ROWS, a transaction
 * that other writers do not queue behind, for a body that locks the rows it
 * takes (a SELECT ending with query_skip_locked(), then an INSERT a unique
 * index guards): on SQLite the same as QUERY_WRITE.
 */
#define QUERY_READ  0
#define QUERY_WRITE 1
#define QUERY_ROWS  2
/* " FOR UPDATE SKIP LOCKED" where the database has it and needs it, else "". */
const char *query_skip_locked(struct store *s);
/* Inside a body: the worker's hold on judgement id, which lasts until store_unhold() or its death; 0 or -1. */
int query_hold(struct store *s, long long judgement_id, struct diag *d);
/*
 * Inside a write body that finishes judgement id: 1 the caller holds it
 * (taken again after its connection was made again), 2 it is finished
 * already, 0 the hold is lost (another worker judges it), -1 error
 * (backend.h's held(); 1 where there are no holds).
 */
int query_held(struct store *s, long long judgement_id, struct diag *d);
/* Inside a write body: wakes the listening workers when it commits (store_listen()); 0 or -1. */
int query_notify(struct store *s, struct diag *d);

/* Inside a body: the first row of sql read into out; 1 found, 0 no row, -1 error. */
int query_one(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
              query_read_fn *read, void *out, struct diag *d);
/*
 * Inside a body: every row of sql, each read by read into a zeroed item of
 * size bytes of a growing array at *out (*n of them; both start at NULL and
 * 0). 0, or -1 with the rows read so far left for the caller to free.
 */
int query_all(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
              query_read_fn *read, size_t size, void **out, size_t *n, struct diag *d);
/* Inside a body: a statement returning no row; the rows it changed, or -1. */
int query_exec(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
               struct diag *d);
/* Inside a body: an INSERT into a table keyed by an integer column id; the new row's id, or -1. */
long long query_insert(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
                       struct diag *d);

/* query_one() alone, under the lock. */
int query_get(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
              query_read_fn *read, void *out, struct diag *d);
/*
 * query_all() alone, under the lock. On error the rows read are freed (each
 * by free_item when not NULL, then the array) and *out, *n are NULL and 0.
 */
int query_list(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
               query_read_fn *read, size_t size, void (*free_item)(void *item), void **out, size_t *n, struct diag *d);
/* query_exec() alone, in its own write transaction; the rows it changed, or -1. */
int query_change(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
                 struct diag *d);

/* Sets d to "store 'PATH': " and the message; returns -1. */
int query_fail(struct store *s, struct diag *d, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/*
 * The backend's schema: migrations[v] brings a file from version v to v + 1
 * (store/migrations.c). A new version appends one and raises
 * STORE_SCHEMA_VERSION; one released is never edited.
 */
extern const char *const store_migrations[STORE_SCHEMA_VERSION];

#endif
