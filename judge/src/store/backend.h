/*
 * backend.h: what a backend of the store provides (inside store/ only):
 * store/sqlite.c (SQLite, a file) and store/pg.c (PostgreSQL through libpq).
 * store/query.c holds what both share: the struct store, the lock, the
 * transactions' frame, query.h's functions that take the lock, and
 * store_open(), which picks the backend by the name of the database.
 *
 * A backend's functions run with the store's lock held (query.c takes it).
 * Its statements take query.h's ?N parameters; its rows are read through the
 * row functions, reached from each struct query_row.
 */
#ifndef STORE_BACKEND_H
#define STORE_BACKEND_H

#include <pthread.h>

#include "store/query.h"

struct store_backend;

struct store {
	const struct store_backend *be;
	void *db;   /* the backend's connection */
	char *path; /* what messages name: the file, or the connection string without its password */
	pthread_mutex_t lock;
	int in_transaction; /* between the backend's begin() and end() (query.c), under the lock */
	/* PostgreSQL: how many times the connection was made again; the hold taken last, and on which connection. */
	unsigned long connection, held_connection;
	long long held;
	int sync_off; /* store_sync_normal() was called: said again on each new connection */
};

/* A row being read: the backend's statement or result h, at row i; scratch holds what query_blob() lends. */
struct query_row {
	const struct store_backend *be;
	void *h;
	int i;
	void **scratch;
};

struct store_backend {
	/* query.h's query_one(), query_all(), query_exec() and query_insert(), the lock held. */
	int (*one)(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
	           query_read_fn *read, void *out, struct diag *d);
	int (*all)(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
	           query_read_fn *read, size_t size, void **out, size_t *n, struct diag *d);
	int (*exec)(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
	            struct diag *d);
	long long (*insert)(struct store *s, const char *what, const char *sql, const struct query_arg *args,
	                    size_t nargs, struct diag *d);
	/*
	 * Begins a write transaction: QUERY_WRITE excludes every other writer
	 * until end(); QUERY_ROWS only the rows it locks (query_skip_locked()). 0 or -1.
	 */
	int (*begin)(struct store *s, int write, struct diag *d);
	/* What a claim's SELECT ends with to skip rows another transaction locked ("" where writers queue anyway). */
	const char *skip_locked;
	/*
	 * The worker's hold on a judgement it claimed (query_hold()), given back
	 * by unhold(); reap() releases every unfinished judgement that no one
	 * holds (its worker died) and returns how many. Where there is no such
	 * hold (SQLite: one machine, store_release() at start), all three do nothing.
	 */
	int (*hold)(struct store *s, long long judgement_id, struct diag *d);
	void (*unhold)(struct store *s, long long judgement_id);
	int (*reap)(struct store *s, struct diag *d);
	/*
	 * Inside a write transaction, before a judgement is finished: 1 when the
	 * caller still holds it (taken again if its connection was made again and
	 * nobody released the judgement meanwhile), 2 when it is finished already
	 * (the caller's own commit, whose answer the broken connection lost), 0
	 * when the hold is lost (the judgement was released: another worker
	 * judges it), -1 on error. NULL where there are no holds.
	 */
	int (*held)(struct store *s, long long judgement_id, struct diag *d);
	/* 1 when the connection broke (the last statement failed for it), else 0; NULL: it cannot break. */
	int (*lost)(struct store *s);
	/* Makes a broken connection again, with its settings; 0, or -1 with why. */
	int (*reconnect)(struct store *s, struct diag *d);
	/* Inside a write transaction: wakes the workers that listen (at commit); 0 or -1. */
	int (*notify)(struct store *s, struct diag *d);
	/*
	 * A descriptor readable when notify() was called by anyone, or -1 (none:
	 * poll); drain() reads what came: how many, or -1 when the connection
	 * broke (listen() again for a new descriptor).
	 */
	int (*listen)(struct store *s, struct diag *d);
	int (*drain)(struct store *s);
	/* 1: hold(), reap() and notify() do something (several machines' workers); 0: they do nothing. */
	int shared;
	/* Commits (commit 1) or rolls back (0, keeping d's message); 0, or -1 when the commit failed (rolled back). */
	int (*end)(struct store *s, int commit, struct diag *d);
	/* The schema's version (0: none yet); -1 on error. In a write transaction, version() then migrate(v). */
	int (*version)(struct store *s, struct diag *d);
	/* Brings the schema from version v to v + 1 and records v + 1; 0 or -1. */
	int (*migrate)(struct store *s, int v, struct diag *d);
	/* store_sync_normal() and store_confined(), the lock held. */
	int (*sync_normal)(struct store *s, struct diag *d);
	int (*confined)(struct store *s, struct diag *d);
	void (*close)(struct store *s);
	/* A column: its integer (NULL: 0), its text (NULL: NULL), its bytes (query_blob()'s contract). */
	long long (*row_int)(const struct query_row *row, int col);
	const char *(*row_text)(const struct query_row *row, int col);
	size_t (*row_blob)(const struct query_row *row, int col, const void **data);
};

/*
 * For all(): the next item of the list *out (of *n items of size bytes, room
 * for *cap), zeroed, the list grown when full (doubling); *n counts it.
 */
void *query_item(void **out, size_t *n, size_t *cap, size_t size);

/*
 * Each backend's opening: s->be and the connection in s->db, the lock and
 * s->path set by the caller; 0, or -1 (the caller closes s). The caller then
 * migrates the schema.
 */
/* PostgreSQL's schema (store/migrations-pg.c), as query.h's store_migrations; unsized, so that its assertion sees its length. */
extern const char *const store_pg_migrations[];

int store_sqlite_open(struct store *s, const char *path, int busy_ms, struct diag *d);
int store_pg_open(struct store *s, const char *conninfo, struct diag *d);

#endif
