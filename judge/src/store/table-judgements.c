/*
 * table-judgements.c: the judgements and their runs, and the worker's side
 * of them: claim, finish, release, rejudge (store.h says the contract; the
 * tables are in migrations.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/query.h"
#include "store/tables.h"
#include "util.h"

#define JUDGEMENT_SELECT                                                                                               \
	"SELECT j.id, j.submission_id, j.claimed_by, j.started_ms, j.ended_ms, j.verdict, j.time_ms, j.memory_kb,"     \
	" j.valid, j.compile_log FROM judgements j"

static void read_judgement(const struct query_row *row, void *item)
{
	struct store_judgement *j = item;
	memset(j, 0, sizeof *j);
	j->id = query_int(row, 0);
	j->submission_id = query_int(row, 1);
	query_text(row, 2, j->claimed_by, sizeof j->claimed_by);
	j->started_ms = query_int(row, 3);
	j->ended_ms = query_int(row, 4);
	query_text(row, 5, j->verdict, sizeof j->verdict);
	j->time_ms = (long)query_int(row, 6);
	j->memory_kb = (long)query_int(row, 7);
	j->valid = (int)query_int(row, 8);
	j->compile_log = query_strdup(row, 9);
}

int store_judgement_current(struct store *s, long long submission_id, struct store_judgement *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	return query_get(s, "reading a judgement", JUDGEMENT_SELECT " WHERE j.submission_id = ?1 AND j.valid = 1",
	                 Q_ARGS(Q_INT(submission_id)), read_judgement, out, d);
}

static void free_judgement(void *item)
{
	store_judgement_free(item);
}

int store_judgements_list(struct store *s, const struct store_filter *f, struct store_judgement **out, size_t *n,
                          struct diag *d)
{
	struct query_arg args[STORE_FILTER_ARGS];
	store_tables_filter(f, args);
	return query_list(s, "listing judgements",
	                  JUDGEMENT_SELECT " JOIN submissions s ON s.id = j.submission_id" STORE_FILTER_WHERE(
	                          "j.id") " AND j.preview = 0 ORDER BY j.id",
	                  args, STORE_FILTER_ARGS, read_judgement, sizeof **out, free_judgement, (void **)out, n, d);
}

void store_judgement_free(struct store_judgement *j)
{
	if (!j)
		return;
	free(j->compile_log);
	j->compile_log = NULL;
}

void store_judgements_free(struct store_judgement *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		store_judgement_free(&list[i]);
	free(list);
}

/* Runs. */

/* Inside a write body: one run; its id, or -1 (the foreign key refuses a run of a judgement that does not exist). */
static long long insert_run(struct store *s, const struct store_run *r, struct diag *d)
{
	return query_insert(s, "adding a run",
	                    "INSERT INTO runs(judgement_id, ordinal, test, sample, verdict, time_ms, wall_ms,"
	                    " memory_kb, ended_ms, message) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
	                    Q_ARGS(Q_INT(r->judgement_id), Q_INT(r->ordinal), Q_TEXT(r->test), Q_INT(r->sample),
	                           Q_TEXT(r->verdict), Q_INT(r->time_ms), Q_INT(r->wall_ms), Q_INT(r->memory_kb),
	                           Q_INT(r->ended_ms ? r->ended_ms : store_now_ms()), Q_TEXT(r->message)),
	                    d);
}

/*
 * Inside a write body: runs[0..n) of judgement id in one INSERT of n rows,
 * not one statement each: on PostgreSQL each statement is a round trip to
 * the server's process, which on a loaded machine waits for a core (section
 * 17 of scripts/bench). RUNS_PER_INSERT rows' parameters stay far below
 * either database's limit (SQLite's 32766, PostgreSQL's 65535). 0 or -1.
 */
#define RUNS_PER_INSERT 100
#define RUN_COLUMNS     10

static int insert_runs(struct store *s, long long id, const struct store_run *runs, size_t n, struct diag *d)
{
	struct query_arg *args = xcalloc(n * RUN_COLUMNS, sizeof *args);
	char *sql = NULL;
	size_t len = 0;
	FILE *f = xopen_memstream(&sql, &len);
	fputs("INSERT INTO runs(judgement_id, ordinal, test, sample, verdict, time_ms, wall_ms, memory_kb,"
	      " ended_ms, message) VALUES",
	      f);
	long long now = store_now_ms();
	for (size_t i = 0; i < n; i++) {
		const struct store_run *r = &runs[i];
		struct query_arg row[RUN_COLUMNS] = {
			Q_INT(id),         Q_INT(r->ordinal),   Q_TEXT(r->test),
			Q_INT(r->sample),  Q_TEXT(r->verdict),  Q_INT(r->time_ms),
			Q_INT(r->wall_ms), Q_INT(r->memory_kb), Q_INT(r->ended_ms ? r->ended_ms : now),
			Q_TEXT(r->message)
		};
		memcpy(args + i * RUN_COLUMNS, row, sizeof row);
		for (size_t k = 1; k <= RUN_COLUMNS; k++)
			fprintf(f, "%s?%zu", k > 1 ? ", " : i ? ", (" : " (", i * RUN_COLUMNS + k);
		fputs(")", f);
	}
	fclose(f);
	int rc = query_exec(s, "adding runs", sql, args, n * RUN_COLUMNS, d);
	free(sql);
	free(args);
	return rc < 0 ? -1 : 0;
}

static long long run_add_body(struct store *s, const void *ctx, struct diag *d)
{
	return insert_run(s, ctx, d);
}

long long store_run_add(struct store *s, const struct store_run *r, struct diag *d)
{
	return query_locked(s, 1, run_add_body, r, d);
}

static void read_run(const struct query_row *row, void *item)
{
	struct store_run *r = item;
	r->id = query_int(row, 0);
	r->judgement_id = query_int(row, 1);
	r->ordinal = (int)query_int(row, 2);
	query_text(row, 3, r->test, sizeof r->test);
	r->sample = (int)query_int(row, 4);
	query_text(row, 5, r->verdict, sizeof r->verdict);
	r->time_ms = (long)query_int(row, 6);
	r->wall_ms = (long)query_int(row, 7);
	r->memory_kb = (long)query_int(row, 8);
	r->ended_ms = query_int(row, 9);
	r->message = query_strdup(row, 10);
}

static void free_run(void *item)
{
	free(((struct store_run *)item)->message);
}

int store_runs_list(struct store *s, long long judgement_id, struct store_run **out, size_t *n, struct diag *d)
{
	return query_list(s, "listing runs",
	                  "SELECT id, judgement_id, ordinal, test, sample, verdict, time_ms, wall_ms, memory_kb,"
	                  " ended_ms, message FROM runs WHERE judgement_id = ?1 ORDER BY ordinal, id",
	                  Q_ARGS(Q_INT(judgement_id)), read_run, sizeof **out, free_run, (void **)out, n, d);
}

void store_runs_free(struct store_run *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(list[i].message);
	free(list);
}

/* The worker's side. */

struct claim {
	const char *worker;
	const char *const *refused; /* problems this worker does not judge */
	size_t nrefused;
	struct store_submission *sub;
	struct store_judgement *j;
};

/* " AND s.problem_id NOT IN (?1, ... ?N)" for the nrefused problems refused, or "". For free(). */
static char *not_in_sql(size_t nrefused)
{
	char *not_in = xstrdup("");
	for (size_t i = 0; i < nrefused; i++) {
		char *more = xasprintf("%s%s?%zu", not_in, i ? ", " : " AND s.problem_id NOT IN (", i + 1);
		free(not_in);
		not_in = more;
	}
	if (nrefused) {
		char *more = xasprintf("%s)", not_in);
		free(not_in);
		not_in = more;
	}
	return not_in;
}

/* The claim's SELECT: the oldest waiting submission of a problem not refused (?1 ... ?N). For free(). */
static char *claim_sql(struct store *s, size_t nrefused)
{
	char *not_in = not_in_sql(nrefused);
	/* waiting = 1 reads the partial index of waiting submissions (migrations.c, 7 -> 8); NOT EXISTS decides. */
	char *sql = xasprintf("SELECT s.id FROM submissions s WHERE s.waiting = 1%s AND NOT EXISTS (SELECT 1 FROM"
	                      " judgements j WHERE j.submission_id = s.id AND j.valid = 1) ORDER BY s.id LIMIT 1%s",
	                      not_in, query_skip_locked(s));
	free(not_in);
	return sql;
}

/* The claim's SELECT of a rejudge preview's shadow judgement no worker took, of a problem not refused. For free(). */
static char *preview_sql(struct store *s, size_t nrefused)
{
	char *not_in = not_in_sql(nrefused);
	char *sql = xasprintf("SELECT j.id FROM judgements j WHERE j.preview = 1 AND j.started_ms = 0 AND"
	                      " j.submission_id IN (SELECT s.id FROM submissions s WHERE s.id > 0%s)"
	                      " ORDER BY j.id LIMIT 1%s",
	                      not_in, query_skip_locked(s));
	free(not_in);
	return sql;
}

/*
 * The id the claim's SELECT sql_of(s, nrefused) finds, the problems this
 * worker refuses as its ?1 ... ?N, into *id: query_one()'s 1 found, 0 none, -1 error.
 */
static int find_unrefused(struct store *s, const struct claim *c, const char *what,
                          char *(*sql_of)(struct store *, size_t), long long *id, struct diag *d)
{
	struct query_arg args[c->nrefused + 1];
	for (size_t i = 0; i < c->nrefused; i++)
		args[i] = Q_TEXT(c->refused[i]);
	char *sql = sql_of(s, c->nrefused);
	int rc = query_one(s, what, sql, args, c->nrefused, query_read_int, id, d);
	free(sql);
	return rc;
}

/*
 * No submission waits: the oldest shadow judgement of a rejudge preview that
 * no worker took (store_preview_start) is taken, as claim_body() answers.
 */
static long long claim_preview(struct store *s, const struct claim *c, struct diag *d)
{
	long long jid = 0;
	int rc = find_unrefused(s, c, "finding a rejudge preview's judgement", preview_sql, &jid, d);
	if (rc <= 0)
		return rc;
	int taken = query_exec(s, "claiming a rejudge preview's judgement",
	                       "UPDATE judgements SET claimed_by = ?1, started_ms = ?2"
	                       " WHERE id = ?3 AND preview = 1 AND started_ms = 0",
	                       Q_ARGS(Q_TEXT(c->worker), Q_INT(store_now_ms()), Q_INT(jid)), d);
	if (taken <= 0)
		return taken < 0 ? -1 : 2;
	rc = query_one(s, "reading a judgement", JUDGEMENT_SELECT " WHERE j.id = ?1", Q_ARGS(Q_INT(jid)),
	               read_judgement, c->j, d);
	if (rc != 1 || query_hold(s, jid, d) < 0 || store_tables_submission(s, c->j->submission_id, 1, c->sub, d) != 1)
		return -1;
	return 1;
}

/*
 * The oldest waiting submission gets a judgement (else a preview's shadow
 * judgement is claimed): 1 claimed (both read), 0 nothing waits, 2 another worker claimed it first (try again), -1
 * error. The SELECT locks the submission's row, skipping those other claims hold; one whose claim committed while this
 * SELECT ran may still be seen waiting, and then the unique index of current judgements makes the INSERT do nothing.
 */
static long long claim_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct claim *c = ctx;
	long long sid = 0, jid = 0;
	int rc = find_unrefused(s, c, "finding a waiting submission", claim_sql, &sid, d);
	if (rc == 0)
		return claim_preview(s, c, d);
	if (rc < 0)
		return rc;
	int added = query_exec(s, "claiming a submission",
	                       "INSERT INTO judgements(submission_id, claimed_by, started_ms) VALUES(?1, ?2, ?3)"
	                       " ON CONFLICT(submission_id) WHERE valid = 1 DO NOTHING",
	                       Q_ARGS(Q_INT(sid), Q_TEXT(c->worker), Q_INT(store_now_ms())), d);
	if (added <= 0)
		return added < 0 ? -1 : 2;
	if (query_exec(s, "claiming a submission", "UPDATE submissions SET waiting = 0 WHERE id = ?1",
	               Q_ARGS(Q_INT(sid)), d) < 0)
		return -1;
	if (query_one(s, "reading a claim", "SELECT id FROM judgements WHERE submission_id = ?1 AND valid = 1",
	              Q_ARGS(Q_INT(sid)), query_read_int, &jid, d) != 1 ||
	    query_hold(s, jid, d) < 0 || store_tables_submission(s, sid, 1, c->sub, d) != 1)
		return -1;
	rc = query_one(s, "reading a judgement", JUDGEMENT_SELECT " WHERE j.id = ?1", Q_ARGS(Q_INT(jid)),
	               read_judgement, c->j, d);
	return rc == 1 ? 1 : -1;
}

int store_claim(struct store *s, const char *worker, struct store_submission *sub, struct store_judgement *j,
                struct diag *d)
{
	return store_claim_except(s, worker, NULL, 0, sub, j, d);
}

int store_claim_except(struct store *s, const char *worker, const char *const *refused, size_t nrefused,
                       struct store_submission *sub, struct store_judgement *j, struct diag *d)
{
	memset(sub, 0, sizeof *sub);
	memset(j, 0, sizeof *j);
	struct claim c = { worker, refused, nrefused, sub, j };
	int rc;
	for (int tries = 0; (rc = (int)query_locked(s, QUERY_ROWS, claim_body, &c, d)) == 2 && tries < 100; tries++)
		;
	if (rc == 2)
		rc = 0; /* every try lost to another worker: the next look finds what is left */
	if (rc != 1) {
		store_submission_free(sub);
		store_judgement_free(j);
	}
	return rc;
}

struct complete {
	long long id;
	const char *verdict;
	long time_ms, memory_kb;
	const char *compile_log;
	const struct store_run *runs;
	size_t nruns;
};

static long long complete_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct complete *c = ctx;
	int held = query_held(s, c->id, d);
	if (held != 1)
		return held < 0 ? -1 : held == 0 ? 1 : 0;
	int changed = query_exec(s, "finishing a judgement",
	                         "UPDATE judgements SET ended_ms = ?1, verdict = ?2, time_ms = ?3, memory_kb = ?4,"
	                         " compile_log = ?5 WHERE id = ?6",
	                         Q_ARGS(Q_INT(store_now_ms()), Q_TEXT(c->verdict), Q_INT(c->time_ms),
	                                Q_INT(c->memory_kb), Q_TEXT(c->compile_log), Q_INT(c->id)),
	                         d);
	if (changed < 0)
		return -1;
	if (changed != 1)
		return query_fail(s, d, "no judgement %lld", c->id);
	for (size_t i = 0; i < c->nruns; i += RUNS_PER_INSERT)
		if (insert_runs(s, c->id, c->runs + i, c->nruns - i < RUNS_PER_INSERT ? c->nruns - i : RUNS_PER_INSERT,
		                d) < 0)
			return -1;
	return 0;
}

int store_judgement_complete(struct store *s, long long id, const char *verdict, long time_ms, long memory_kb,
                             const char *compile_log, const struct store_run *runs, size_t nruns, struct diag *d)
{
	struct complete c = { id, verdict, time_ms, memory_kb, compile_log, runs, nruns };
	int rc = (int)query_locked(s, 1, complete_body, &c, d);
	if (rc == 0 && store_shared(s))
		store_unhold(s, id);
	return rc;
}

int store_judgement_finish(struct store *s, long long id, const char *verdict, long time_ms, long memory_kb,
                           const char *compile_log, struct diag *d)
{
	return store_judgement_complete(s, id, verdict, time_ms, memory_kb, compile_log, NULL, 0, d);
}

int store_tables_rewait(struct store *s, struct diag *d)
{
	return query_exec(s, "marking submissions waiting",
	                  "UPDATE submissions SET waiting = 1 WHERE waiting = 0 AND NOT EXISTS (SELECT 1 FROM"
	                  " judgements j WHERE j.submission_id = submissions.id AND j.valid = 1)",
	                  Q_NONE, d);
}

static long long release_body(struct store *s, const void *ctx, struct diag *d)
{
	int n = query_exec(s, "releasing judgements",
	                   "UPDATE judgements SET valid = 0 WHERE valid = 1 AND ended_ms IS NULL"
	                   " AND (?1 = '' OR claimed_by = ?1)",
	                   Q_ARGS(Q_TEXT(ctx)), d);
	/* A preview's shadow left unfinished is handed out again, as it was before a worker took it. */
	if (n < 0 || query_exec(s, "releasing a rejudge preview's judgements",
	                        "UPDATE judgements SET claimed_by = '', started_ms = 0 WHERE preview = 1"
	                        " AND started_ms > 0 AND ended_ms IS NULL AND (?1 = '' OR claimed_by = ?1)",
	                        Q_ARGS(Q_TEXT(ctx)), d) < 0)
		return -1;
	return n > 0 && store_tables_rewait(s, d) < 0 ? -1 : n;
}

int store_release(struct store *s, const char *worker, struct diag *d)
{
	return (int)query_locked(s, QUERY_WRITE, release_body, worker ? worker : "", d);
}

struct rejudge {
	long long submission_id;
	const char *problem_id;
};

/* The judgements made old, and the workers woken: their submissions wait again. */
static long long rejudge_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct rejudge *r = ctx;
	int n = r->submission_id > 0
	                ? query_exec(s, "rejudging",
	                             "UPDATE judgements SET valid = 0 WHERE valid = 1 AND submission_id = ?1",
	                             Q_ARGS(Q_INT(r->submission_id)), d)
	                : query_exec(s, "rejudging",
	                             "UPDATE judgements SET valid = 0 WHERE valid = 1 AND submission_id IN"
	                             " (SELECT id FROM submissions WHERE problem_id = ?1)",
	                             Q_ARGS(Q_TEXT(r->problem_id ? r->problem_id : "")), d);
	return n > 0 && (store_tables_rewait(s, d) < 0 || query_notify(s, d) < 0) ? -1 : n;
}

int store_rejudge(struct store *s, long long submission_id, const char *problem_id, struct diag *d)
{
	struct rejudge r = { submission_id, problem_id };
	return (int)query_locked(s, QUERY_WRITE, rejudge_body, &r, d);
}

long long store_pending(struct store *s, struct diag *d)
{
	long long n = -1;
	int rc = query_get(s, "counting waiting submissions",
	                   "SELECT count(*) FROM submissions s WHERE NOT EXISTS (SELECT 1 FROM judgements j"
	                   " WHERE j.submission_id = s.id AND j.valid = 1 AND j.ended_ms IS NOT NULL)",
	                   Q_NONE, query_read_int, &n, d);
	return rc == 1 ? n : -1;
}
