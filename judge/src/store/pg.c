/*
 * pg.c: the store's PostgreSQL backend (backend.h), through libpq (loaded on
 * first use, store/pgload.c), with the schema of store/migrations-pg.c.
 * store.h says the contract, query.h the helper's.
 *
 * Statements. query.h's ?N parameters become PostgreSQL's $N (outside quoted
 * text), bound with their types (bigint, text, bytea: the bytes in binary),
 * so that the server never has to guess one; rows come back as text, which
 * query_int() reads as a number (a boolean's t and f as 1 and 0) and
 * query_blob() unescapes. query_insert() asks for the new row's id with
 * RETURNING id.
 *
 * Transactions. Every write transaction takes one transaction-level advisory
 * lock first, so that writers queue one behind the other as SQLite's BEGIN
 * IMMEDIATE makes them: a table file's body reads, decides and writes (the
 * oldest waiting submission, the live games of a team) and must not
 * interleave with another process's. Reads run alone, each statement in its
 * own snapshot, as SQLite's do outside a transaction. A COMMIT the server
 * turned into a rollback (a statement of the body failed) is an error.
 */
#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/backend.h"
#include "store/pgload.h"
#include "util.h"

/* The types of the parameters (PostgreSQL's catalog, pg_type.oid). */
#define OID_BYTEA 17
#define OID_INT8  20
#define OID_TEXT  25

/* The advisory lock every write transaction takes: any constant the store's writers agree on ("judg"). */
#define WRITE_LOCK "1786078311"

static int pg_fail(struct store *s, struct diag *d, const char *what, const PGresult *r)
{
	/* libpq's message on one line: its line breaks and tabs one space each, none at the end. */
	char *msg = xstrdup(r ? PQresultErrorMessage(r) : PQerrorMessage(s->db));
	size_t n = 0;
	for (const char *p = msg; *p; p++)
		if (!strchr("\n\t ", *p) || (n && msg[n - 1] != ' '))
			msg[n++] = strchr("\n\t", *p) ? ' ' : *p;
	while (n && msg[n - 1] == ' ')
		n--;
	msg[n] = 0;
	query_fail(s, d, "%s: %s", what, msg);
	free(msg);
	return -1;
}

static int ok(const PGresult *r)
{
	ExecStatusType st = PQresultStatus(r);
	return st == PGRES_COMMAND_OK || st == PGRES_TUPLES_OK;
}

/*
 * A connection that broke (the server restarted, a network cut, an
 * administrator's pg_terminate_backend()) is made again (PQreset) before a
 * statement that runs outside a transaction, BEGIN included, and such a
 * statement that failed because it broke is run once more on the new one:
 * those are reads, or begin a transaction, so running one twice changes
 * nothing. Inside a transaction the statement fails, and with it the
 * transaction, which the server rolled back with the connection: the caller
 * sees an error, and lost() says why (a worker makes the connection again and
 * redoes the transaction, live/worker.c). What the old connection held is
 * gone with it: a worker's hold on the judgement it judges (held() takes it
 * again, unless another worker reaped it meanwhile), its LISTEN (the worker
 * listens again) and its settings (said again here).
 */
static int reset(struct store *s)
{
	PQreset(s->db);
	if (PQstatus(s->db) != CONNECTION_OK)
		return -1;
	s->connection++;
	if (s->sync_off)
		PQclear(PQexec(s->db, "SET synchronous_commit = off"));
	return 0;
}

/* 1 when the connection was made again, else 0. */
static int reconnected(struct store *s)
{
	if (s->in_transaction || PQstatus(s->db) != CONNECTION_BAD)
		return 0;
	return reset(s) == 0;
}

static int lost(struct store *s)
{
	return PQstatus(s->db) == CONNECTION_BAD;
}

static int reconnect(struct store *s, struct diag *d)
{
	return !lost(s) || reset(s) == 0 ? 0 : pg_fail(s, d, "connecting again", NULL);
}

/* Runs SQL text without parameters (one or more statements); 0 or -1. */
static int simple(struct store *s, const char *what, const char *sql, struct diag *d)
{
	reconnected(s);
	PGresult *r = PQexec(s->db, sql);
	if (!ok(r) && reconnected(s)) {
		PQclear(r);
		r = PQexec(s->db, sql);
	}
	int rc = ok(r) ? 0 : pg_fail(s, d, what, r);
	PQclear(r);
	return rc;
}

/* sql with ?N written $N, outside quoted text; suffix appended. For free(). */
static char *placeholders(const char *sql, const char *suffix)
{
	char *out = xasprintf("%s%s", sql, suffix);
	int quoted = 0;
	for (char *p = out; *p; p++) {
		if (*p == '\'')
			quoted = !quoted;
		else if (*p == '?' && !quoted)
			*p = '$';
	}
	return out;
}

/* Runs sql with args; its result (free with PQclear), or NULL after pg_fail(). */
static PGresult *run(struct store *s, const char *what, const char *sql, const char *suffix,
                     const struct query_arg *args, size_t nargs, struct diag *d)
{
	Oid types[nargs + 1];
	const char *values[nargs + 1];
	int lengths[nargs + 1], formats[nargs + 1];
	char numbers[nargs + 1][24];
	for (size_t i = 0; i < nargs; i++) {
		const struct query_arg *a = &args[i];
		lengths[i] = formats[i] = 0;
		if (a->type == QUERY_INT) {
			snprintf(numbers[i], sizeof numbers[i], "%lld", a->i);
			types[i] = OID_INT8, values[i] = numbers[i];
		} else if (a->type == QUERY_TEXT) {
			types[i] = OID_TEXT, values[i] = a->p;
		} else {
			types[i] = OID_BYTEA, formats[i] = 1, lengths[i] = (int)a->len;
			values[i] = !a->p && a->len ? NULL : a->p ? (const char *)a->p : "";
		}
	}
	char *text = placeholders(sql, suffix);
	reconnected(s);
	PGresult *r = PQexecParams(s->db, text, (int)nargs, types, values, lengths, formats, 0);
	if (!ok(r) && reconnected(s)) {
		PQclear(r);
		r = PQexecParams(s->db, text, (int)nargs, types, values, lengths, formats, 0);
	}
	free(text);
	if (ok(r))
		return r;
	pg_fail(s, d, what, r);
	PQclear(r);
	return NULL;
}

static const struct store_backend backend;

/* Reads row i of r into item; what query_blob() lent is freed after. */
static void read_row(PGresult *r, int i, query_read_fn *read, void *item)
{
	void *scratch = NULL;
	read(&(struct query_row){ &backend, r, i, &scratch }, item);
	PQfreemem(scratch);
}

static int one(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
               query_read_fn *read, void *out, struct diag *d)
{
	PGresult *r = run(s, what, sql, "", args, nargs, d);
	if (!r)
		return -1;
	int found = PQntuples(r) > 0;
	if (found)
		read_row(r, 0, read, out);
	PQclear(r);
	return found;
}

static int all(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
               query_read_fn *read, size_t size, void **out, size_t *n, struct diag *d)
{
	PGresult *r = run(s, what, sql, "", args, nargs, d);
	if (!r)
		return -1;
	size_t cap = *n;
	for (int i = 0; i < PQntuples(r); i++)
		read_row(r, i, read, query_item(out, n, &cap, size));
	PQclear(r);
	return 0;
}

static int change(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
                  struct diag *d)
{
	PGresult *r = run(s, what, sql, "", args, nargs, d);
	if (!r)
		return -1;
	int changed = atoi(PQcmdTuples(r));
	PQclear(r);
	return changed;
}

static long long insert(struct store *s, const char *what, const char *sql, const struct query_arg *args, size_t nargs,
                        struct diag *d)
{
	PGresult *r = run(s, what, sql, " RETURNING id", args, nargs, d);
	if (!r)
		return -1;
	long long id = PQntuples(r) > 0 ? strtoll(PQgetvalue(r, 0, 0), NULL, 10) : 0;
	PQclear(r);
	return id > 0 ? id : query_fail(s, d, "%s: no row was inserted", what);
}

/* Rows. */

static long long row_int(const struct query_row *row, int col)
{
	if (PQgetisnull(row->h, row->i, col))
		return 0;
	const char *v = PQgetvalue(row->h, row->i, col);
	return *v == 't' ? 1 : *v == 'f' ? 0 : strtoll(v, NULL, 10);
}

static const char *row_text(const struct query_row *row, int col)
{
	return PQgetisnull(row->h, row->i, col) ? NULL : PQgetvalue(row->h, row->i, col);
}

static size_t row_blob(const struct query_row *row, int col, const void **data)
{
	PQfreemem(*row->scratch);
	*row->scratch = NULL;
	*data = NULL;
	if (PQgetisnull(row->h, row->i, col))
		return 0;
	size_t len = 0;
	*row->scratch = PQunescapeBytea((const unsigned char *)PQgetvalue(row->h, row->i, col), &len);
	*data = *row->scratch;
	return *data ? len : 0;
}

/* Transactions. */

static int begin(struct store *s, int write, struct diag *d)
{
	if (simple(s, "beginning a transaction", "BEGIN", d) < 0)
		return -1;
	if (write == QUERY_ROWS ||
	    simple(s, "taking the write lock", "SELECT pg_advisory_xact_lock(" WRITE_LOCK ")", d) == 0)
		return 0;
	PQclear(PQexec(s->db, "ROLLBACK"));
	return -1;
}

static int end(struct store *s, int commit, struct diag *d)
{
	if (!commit) {
		PQclear(PQexec(s->db, "ROLLBACK"));
		return 0;
	}
	PGresult *r = PQexec(s->db, "COMMIT");
	int rc = !ok(r) ? pg_fail(s, d, "committing", r) : 0;
	/* After a failed statement the server ends the transaction with ROLLBACK, and says so only in the tag. */
	if (rc == 0 && strcmp(PQcmdStatus(r), "COMMIT") != 0)
		rc = query_fail(s, d, "committing: the transaction was rolled back (a statement in it failed)");
	PQclear(r);
	return rc;
}

/*
 * A worker's hold on a judgement: a session-level advisory lock on (HOLD,
 * the judgement's id), which the server gives back when the session ends.
 * Reaping tries each unfinished judgement's lock in a transaction of its own
 * (given back at its end): one it gets, no live worker holds. The caller
 * holds no judgement then (a worker reaps between claims: its own lock would
 * be granted again to itself).
 */
#define HOLD     "1786078312"
#define HOLD_KEY "(?1 % 2147483648)::int"

static int hold(struct store *s, long long judgement_id, struct diag *d)
{
	if (one(s, "holding a judgement", "SELECT pg_advisory_lock(" HOLD ", " HOLD_KEY ")",
	        Q_ARGS(Q_INT(judgement_id)), query_read_int, &(long long){ 0 }, d) < 0)
		return -1;
	s->held = judgement_id;
	s->held_connection = s->connection;
	return 0;
}

static void unhold(struct store *s, long long judgement_id)
{
	struct diag ignored;
	one(s, "giving a judgement back", "SELECT pg_advisory_unlock(" HOLD ", " HOLD_KEY ")",
	    Q_ARGS(Q_INT(judgement_id)), query_read_int, &(long long){ 0 }, &ignored);
	if (s->held == judgement_id)
		s->held = 0;
}

/*
 * Inside the write transaction that finishes a judgement (writers queue, so
 * no reap runs meanwhile): a hold taken on this connection stands; one taken
 * on a connection since broken is taken again when nobody holds it, and then
 * counts only if the judgement is still current and unfinished.
 */
static int held(struct store *s, long long judgement_id, struct diag *d)
{
	if (s->held == judgement_id && s->held_connection == s->connection)
		return 1;
	long long got = 0, state = 1;
	if (one(s, "holding a judgement again", "SELECT pg_try_advisory_lock(" HOLD ", " HOLD_KEY ")",
	        Q_ARGS(Q_INT(judgement_id)), query_read_int, &got, d) < 0)
		return -1;
	if (!got)
		return 0;
	s->held = judgement_id;
	s->held_connection = s->connection;
	/* No such judgement: 1, and finishing it says so. */
	if (one(s, "reading a judgement's state",
	        "SELECT CASE WHEN valid = 0 THEN 0 WHEN ended_ms IS NULL THEN 1 ELSE 2 END FROM judgements WHERE id = "
	        "?1",
	        Q_ARGS(Q_INT(judgement_id)), query_read_int, &state, d) < 0)
		return -1;
	if (state == 0)
		unhold(s, judgement_id);
	return (int)state;
}

/*
 * A reap's statement: of the judgements where open_where holds, those whose
 * worker is gone (their hold is free: this transaction takes it) get set.
 * MATERIALIZED: the locks are tried on those rows only, not on every row.
 */
#define REAP_SQL(open_where, set)                                                                                      \
	"WITH open AS MATERIALIZED (SELECT id FROM judgements WHERE " open_where "),"                                  \
	" gone AS MATERIALIZED (SELECT id FROM open WHERE pg_try_advisory_xact_lock(" HOLD                             \
	", (id % 2147483648)::int))"                                                                                   \
	" UPDATE judgements SET " set " WHERE id IN (SELECT id FROM gone)"

static int reap(struct store *s, struct diag *d)
{
	int n = change(s, "releasing the judgements of workers gone",
	               REAP_SQL("valid = 1 AND ended_ms IS NULL", "valid = 0"), Q_NONE, d);
	/* A rejudge preview's shadow (never valid) a worker gone had taken is handed out again, as store_release()
	 * does. */
	int m = n < 0 ? -1
	              : change(s, "releasing the rejudge previews of workers gone",
	                       REAP_SQL("preview = 1 AND started_ms > 0 AND ended_ms IS NULL",
	                                "claimed_by = '', started_ms = 0"),
	                       Q_NONE, d);
	return m < 0 ? -1 : n + m;
}

/* Wake-ups: NOTIFY at a commit, LISTEN on the worker's connection. */

static int notify(struct store *s, struct diag *d)
{
	return simple(s, "waking the workers", "NOTIFY judge_work", d);
}

static int listen_fd(struct store *s, struct diag *d)
{
	if (simple(s, "listening for work", "LISTEN judge_work", d) < 0)
		return -1;
	return PQsocket(s->db);
}

static int drain(struct store *s)
{
	int n = 0;
	if (!PQconsumeInput(s->db))
		return -1; /* the connection broke: the next statement makes it again */
	for (PGnotify *note; (note = PQnotifies(s->db)); n++)
		PQfreemem(note);
	return n;
}

/* The schema: its version in the table store_schema (none yet: 0). */

static int version(struct store *s, struct diag *d)
{
	long long exists = 0, v = 0;
	if (one(s, "reading the schema version", "SELECT to_regclass('store_schema') IS NOT NULL", Q_NONE,
	        query_read_int, &exists, d) < 0)
		return -1;
	if (exists &&
	    one(s, "reading the schema version", "SELECT version FROM store_schema", Q_NONE, query_read_int, &v, d) < 0)
		return -1;
	return (int)v;
}

static int migrate(struct store *s, int v, struct diag *d)
{
	if (v == 0 && simple(s, "creating the schema's version",
	                     "CREATE TABLE store_schema(version BIGINT NOT NULL);"
	                     "INSERT INTO store_schema(version) VALUES(0)",
	                     d) < 0)
		return -1;
	if (simple(s, "migrating", store_pg_migrations[v], d) < 0)
		return -1;
	return change(s, "recording the schema version", "UPDATE store_schema SET version = ?1", Q_ARGS(Q_INT(v + 1)),
	              d) < 0
	               ? -1
	               : 0;
}

/* The worker's commits need not wait for the disk: a lost one is a submission judged again (store.h). */
static int sync_normal(struct store *s, struct diag *d)
{
	s->sync_off = 1;
	return simple(s, "setting synchronous_commit", "SET synchronous_commit = off", d);
}

/* The connection is open before the HTTP process is confined, and needs nothing else. */
static int confined(struct store *s, struct diag *d)
{
	(void)s, (void)d;
	return 0;
}

static void close_db(struct store *s)
{
	PQfinish(s->db);
}

static const struct store_backend backend = {
	.one = one,
	.all = all,
	.exec = change,
	.insert = insert,
	.begin = begin,
	.end = end,
	.skip_locked = " FOR UPDATE SKIP LOCKED",
	.hold = hold,
	.unhold = unhold,
	.reap = reap,
	.held = held,
	.lost = lost,
	.reconnect = reconnect,
	.notify = notify,
	.listen = listen_fd,
	.drain = drain,
	.shared = 1,
	.version = version,
	.migrate = migrate,
	.sync_normal = sync_normal,
	.confined = confined,
	.close = close_db,
	.row_int = row_int,
	.row_text = row_text,
	.row_blob = row_blob,
};

/* The server's notices (a NOTICE of CREATE ... IF NOT EXISTS) are not the judge's to print. */
static void quiet(void *arg, const char *message)
{
	(void)arg, (void)message;
}

int store_pg_open(struct store *s, const char *conninfo, struct diag *d)
{
	const char *e = pq_load_error();
	if (e)
		return query_fail(s, d, "%s", e);
	s->be = &backend;
	s->db = PQconnectdb(conninfo);
	if (!s->db)
		return query_fail(s, d, "connecting: out of memory");
	if (PQstatus(s->db) != CONNECTION_OK)
		return pg_fail(s, d, "connecting", NULL);
	PQsetNoticeProcessor(s->db, quiet, NULL);
	return 0;
}
