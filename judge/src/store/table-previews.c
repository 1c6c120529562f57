/*
 * table-previews.c: rejudge previews (store.h says the contract).
 *
 * How this works. A preview's shadow judgements are rows of judgements with
 * valid = 0 and preview = 1, made unclaimed (claimed_by '', started_ms 0);
 * the claim (table-judgements.c) takes them once no submission waits, and the
 * worker completes them as any judgement, runs included. Nothing but this
 * file and the queue page reads them: store_judgements_list() keeps to
 * preview = 0, and only valid = 1 is ever current. Applying copies each
 * shadow into a new current judgement rather than turning the shadow itself
 * current, so that the new judgement's id follows every other (the event
 * feed sends judgements by id, and a shadow's id is older than those judged
 * meanwhile). Applied or cancelled, the shadows stay as preview = 2, for a
 * worker still judging one to finish it without an error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "store/query.h"
#include "store/tables.h"
#include "util.h"

/* Which submissions are problem ?1's (a preview is one problem's). */
#define OF_PROBLEM " submission_id IN (SELECT id FROM submissions WHERE problem_id = ?1)"

struct start {
	long long submission_id;
	const char *problem_id;
};

/* Inside a body: how many pending shadows problem_id has, or -1. */
static long long pending_count(struct store *s, const char *problem_id, struct diag *d)
{
	long long n = 0;
	return query_one(s, "looking for a pending rejudge preview",
	                 "SELECT count(*) FROM judgements WHERE preview = 1 AND" OF_PROBLEM, Q_ARGS(Q_TEXT(problem_id)),
	                 query_read_int, &n, d) < 0
	               ? -1
	               : n;
}

static long long start_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct start *st = ctx;
	char problem[STORE_ID_MAX] = "";
	if (st->submission_id > 0) {
		struct store_submission sub;
		int found = store_tables_submission(s, st->submission_id, 0, &sub, d);
		if (found <= 0)
			return found < 0 ? -1 : query_fail(s, d, "no submission %lld", st->submission_id);
		snprintf(problem, sizeof problem, "%s", sub.problem_id);
		store_submission_free(&sub);
	} else
		snprintf(problem, sizeof problem, "%s", st->problem_id ? st->problem_id : "");
	long long pending = pending_count(s, problem, d);
	if (pending < 0)
		return -1;
	if (pending) {
		diag_set(d, "problem '%s' has a rejudge preview pending: apply or cancel it first", problem);
		return STORE_PREVIEW_BUSY;
	}
	int n = query_exec(s, "starting a rejudge preview",
	                   "INSERT INTO judgements(submission_id, claimed_by, started_ms, valid, preview)"
	                   " SELECT j.submission_id, '', 0, 0, 1 FROM judgements j JOIN submissions s"
	                   " ON s.id = j.submission_id WHERE j.valid = 1 AND s.problem_id = ?1"
	                   " AND (?2 = 0 OR s.id = ?2) ORDER BY j.submission_id",
	                   Q_ARGS(Q_TEXT(problem), Q_INT(st->submission_id)), d);
	return n > 0 && query_notify(s, d) < 0 ? -1 : n;
}

int store_preview_start(struct store *s, long long submission_id, const char *problem_id, struct diag *d)
{
	struct start st = { submission_id, problem_id };
	return (int)query_locked(s, QUERY_WRITE, start_body, &st, d);
}

static void read_preview(const struct query_row *row, void *item)
{
	struct store_preview *p = item;
	p->judgement_id = query_int(row, 0);
	p->submission_id = query_int(row, 1);
	p->time_ms = query_int(row, 2);
	query_text(row, 3, p->team_id, sizeof p->team_id);
	query_text(row, 4, p->problem_id, sizeof p->problem_id);
	query_text(row, 5, p->claimed_by, sizeof p->claimed_by);
	p->started_ms = query_int(row, 6);
	query_text(row, 7, p->old_verdict, sizeof p->old_verdict);
	query_text(row, 8, p->new_verdict, sizeof p->new_verdict);
}

#define PREVIEW_SELECT                                                                                                 \
	"SELECT j.id, j.submission_id, s.time_ms, s.team_id, s.problem_id, j.claimed_by, j.started_ms,"                \
	" COALESCE(c.verdict, ''), CASE WHEN j.ended_ms IS NULL THEN '' ELSE COALESCE(j.verdict, '') END"              \
	" FROM judgements j JOIN submissions s ON s.id = j.submission_id"                                              \
	" LEFT JOIN judgements c ON c.submission_id = j.submission_id AND c.valid = 1"                                 \
	" WHERE j.preview = 1 AND (?1 = '' OR s.problem_id = ?1) ORDER BY s.problem_id, j.submission_id"

int store_previews_list(struct store *s, const char *problem_id, struct store_preview **out, size_t *n, struct diag *d)
{
	return query_list(s, "listing rejudge previews", PREVIEW_SELECT, Q_ARGS(Q_TEXT(problem_id ? problem_id : "")),
	                  read_preview, sizeof **out, NULL, (void **)out, n, d);
}

/* Inside a body: shadow p becomes its submission's current judgement, copied with its runs. */
static int apply_one(struct store *s, const struct store_preview *p, struct diag *d)
{
	if (query_exec(s, "applying a rejudge preview",
	               "UPDATE judgements SET valid = 0 WHERE valid = 1 AND submission_id = ?1",
	               Q_ARGS(Q_INT(p->submission_id)), d) < 0)
		return -1;
	long long id = query_insert(s, "applying a rejudge preview",
	                            "INSERT INTO judgements(submission_id, claimed_by, started_ms, ended_ms, verdict,"
	                            " time_ms, memory_kb, compile_log, valid) SELECT submission_id, claimed_by,"
	                            " started_ms, ended_ms, verdict, time_ms, memory_kb, compile_log, 1"
	                            " FROM judgements WHERE id = ?1",
	                            Q_ARGS(Q_INT(p->judgement_id)), d);
	if (id < 0 ||
	    query_exec(s, "applying a rejudge preview's runs",
	               "INSERT INTO runs(judgement_id, ordinal, test, sample, verdict, time_ms, wall_ms, memory_kb,"
	               " ended_ms, message) SELECT ?1, ordinal, test, sample, verdict, time_ms, wall_ms, memory_kb,"
	               " ended_ms, message FROM runs WHERE judgement_id = ?2 ORDER BY id",
	               Q_ARGS(Q_INT(id), Q_INT(p->judgement_id)), d) < 0 ||
	    query_exec(s, "applying a rejudge preview", "UPDATE submissions SET waiting = 0 WHERE id = ?1",
	               Q_ARGS(Q_INT(p->submission_id)), d) < 0)
		return -1;
	return 0;
}

/* Inside a body: the pending shadows of problem_id discarded; how many, or -1. */
static long long discard(struct store *s, const char *problem_id, struct diag *d)
{
	return query_exec(s, "discarding a rejudge preview",
	                  "UPDATE judgements SET preview = 2 WHERE preview = 1 AND" OF_PROBLEM,
	                  Q_ARGS(Q_TEXT(problem_id)), d);
}

static long long apply_body(struct store *s, const void *ctx, struct diag *d)
{
	const char *problem_id = ctx;
	struct store_preview *rows = NULL;
	size_t n = 0, unjudged = 0;
	if (query_all(s, "listing a rejudge preview", PREVIEW_SELECT, Q_ARGS(Q_TEXT(problem_id)), read_preview,
	              sizeof *rows, (void **)&rows, &n, d) < 0) {
		free(rows);
		return -1;
	}
	for (size_t i = 0; i < n; i++)
		unjudged += !rows[i].new_verdict[0];
	long long rc = 0;
	if (unjudged) {
		diag_set(d, "problem '%s': %zu of the rejudge preview's %zu submissions are not judged yet", problem_id,
		         unjudged, n);
		rc = STORE_PREVIEW_BUSY;
	}
	for (size_t i = 0; i < n && rc == 0; i++)
		rc = apply_one(s, &rows[i], d);
	free(rows);
	if (rc < 0)
		return rc;
	return n && discard(s, problem_id, d) < 0 ? -1 : (long long)n;
}

int store_preview_apply(struct store *s, const char *problem_id, struct diag *d)
{
	return (int)query_locked(s, QUERY_WRITE, apply_body, problem_id ? problem_id : "", d);
}

static long long cancel_body(struct store *s, const void *ctx, struct diag *d)
{
	return discard(s, ctx, d);
}

int store_preview_cancel(struct store *s, const char *problem_id, struct diag *d)
{
	return (int)query_locked(s, QUERY_WRITE, cancel_body, problem_id ? problem_id : "", d);
}
