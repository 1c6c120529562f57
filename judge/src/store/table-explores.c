/*
 * table-explores.c: explore results, a submission's disagreements with the
 * rules, and the hints teams took (store.h says the contract; the tables are
 * in migrations.c).
 */
#include <stdlib.h>
#include <string.h>

#include "store/query.h"

int store_explore_put(struct store *s, const struct store_explore *e, struct diag *d)
{
	int rc = query_change(
	        s, "storing an explore",
	        "INSERT INTO explores(problem_id, ended_ms, error, dims, sg, lo0, hi0, lo1, hi1, axis0, axis1, vals,"
	        " title, subtitle, caption, table_text, findings)"
	        " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)"
	        " ON CONFLICT(problem_id) DO UPDATE SET ended_ms = ?2, error = ?3, dims = ?4, sg = ?5, lo0 = ?6,"
	        " hi0 = ?7, lo1 = ?8, hi1 = ?9, axis0 = ?10, axis1 = ?11, vals = ?12, title = ?13, subtitle = ?14,"
	        " caption = ?15, table_text = ?16, findings = ?17",
	        Q_ARGS(Q_TEXT(e->problem_id), Q_INT(e->ended_ms ? e->ended_ms : store_now_ms()), Q_TEXT(e->error),
	               Q_INT(e->dims), Q_INT(e->sg), Q_INT(e->lo[0]), Q_INT(e->hi[0]), Q_INT(e->lo[1]), Q_INT(e->hi[1]),
	               Q_TEXT(e->axes[0]), Q_TEXT(e->axes[1]), Q_TEXT(e->values), Q_TEXT(e->title), Q_TEXT(e->subtitle),
	               Q_TEXT(e->caption), Q_TEXT(e->table_text), Q_TEXT(e->findings)),
	        d);
	return rc < 0 ? -1 : 0;
}

static void read_explore(const struct query_row *row, void *item)
{
	struct store_explore *e = item;
	query_text(row, 0, e->problem_id, sizeof e->problem_id);
	e->ended_ms = query_int(row, 1);
	e->error = query_strdup(row, 2);
	e->dims = (int)query_int(row, 3);
	e->sg = (int)query_int(row, 4);
	for (int i = 0; i < 2; i++) {
		e->lo[i] = (long)query_int(row, 5 + 2 * i);
		e->hi[i] = (long)query_int(row, 6 + 2 * i);
		e->axes[i] = query_strdup(row, 9 + i);
	}
	e->values = query_strdup(row, 11);
	e->title = query_strdup(row, 12);
	e->subtitle = query_strdup(row, 13);
	e->caption = query_strdup(row, 14);
	e->table_text = query_strdup(row, 15);
	e->findings = query_strdup(row, 16);
}

int store_explore_get(struct store *s, const char *problem_id, struct store_explore *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	return query_get(s, "reading an explore",
	                 "SELECT problem_id, ended_ms, error, dims, sg, lo0, hi0, lo1, hi1, axis0, axis1, vals, title,"
	                 " subtitle, caption, table_text, findings FROM explores WHERE problem_id = ?1",
	                 Q_ARGS(Q_TEXT(problem_id)), read_explore, out, d);
}

void store_explore_free(struct store_explore *e)
{
	if (!e)
		return;
	char **texts[] = { &e->error,    &e->axes[0], &e->axes[1],    &e->values,  &e->title,
		           &e->subtitle, &e->caption, &e->table_text, &e->findings };
	for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
		free(*texts[i]);
		*texts[i] = NULL;
	}
}

/* Disagreements. */

int store_disagreement_put(struct store *s, const struct store_disagreement *g, struct diag *d)
{
	int rc = query_change(
	        s, "storing disagreements",
	        "INSERT INTO disagreements(submission_id, ended_ms, error, run_verdict, asked, wrong, missing, marks,"
	        " positions, hint_at, hint_note) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)"
	        " ON CONFLICT(submission_id) DO UPDATE SET ended_ms = ?2, error = ?3, run_verdict = ?4, asked = ?5,"
	        " wrong = ?6, missing = ?7, marks = ?8, positions = ?9, hint_at = ?10, hint_note = ?11",
	        Q_ARGS(Q_INT(g->submission_id), Q_INT(g->ended_ms ? g->ended_ms : store_now_ms()), Q_TEXT(g->error),
	               Q_TEXT(g->run_verdict), Q_INT(g->asked), Q_INT(g->wrong), Q_INT(g->missing), Q_TEXT(g->marks),
	               Q_TEXT(g->positions), Q_TEXT(g->hint_at), Q_TEXT(g->hint_note)),
	        d);
	return rc < 0 ? -1 : 0;
}

static void read_disagreement(const struct query_row *row, void *item)
{
	struct store_disagreement *g = item;
	g->submission_id = query_int(row, 0);
	g->ended_ms = query_int(row, 1);
	g->error = query_strdup(row, 2);
	query_text(row, 3, g->run_verdict, sizeof g->run_verdict);
	g->asked = (long)query_int(row, 4);
	g->wrong = (long)query_int(row, 5);
	g->missing = (long)query_int(row, 6);
	g->marks = query_strdup(row, 7);
	g->positions = query_strdup(row, 8);
	g->hint_at = query_strdup(row, 9);
	g->hint_note = query_strdup(row, 10);
}

int store_disagreement_get(struct store *s, long long submission_id, struct store_disagreement *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	return query_get(s, "reading disagreements",
	                 "SELECT submission_id, ended_ms, error, run_verdict, asked, wrong, missing, marks, positions,"
	                 " hint_at, hint_note FROM disagreements WHERE submission_id = ?1",
	                 Q_ARGS(Q_INT(submission_id)), read_disagreement, out, d);
}

void store_disagreement_free(struct store_disagreement *g)
{
	if (!g)
		return;
	free(g->error);
	free(g->marks);
	free(g->positions);
	free(g->hint_at);
	free(g->hint_note);
	g->error = g->marks = g->positions = g->hint_at = g->hint_note = NULL;
}

long long store_disagreement_next(struct store *s, struct diag *d)
{
	long long id = 0;
	int rc = query_get(s, "finding a submission to explore",
	                   "SELECT s.id FROM submissions s JOIN judgements j ON j.submission_id = s.id AND j.valid = 1"
	                   " JOIN explores e ON e.problem_id = s.problem_id AND e.error IS NULL"
	                   " WHERE j.ended_ms IS NOT NULL AND j.verdict NOT IN ('CE', 'JE')"
	                   " AND NOT EXISTS (SELECT 1 FROM disagreements g WHERE g.submission_id = s.id)"
	                   " ORDER BY j.verdict = 'AC', s.id DESC LIMIT 1",
	                   Q_NONE, query_read_int, &id, d);
	return rc < 0 ? -1 : id;
}

/* Hints. */

#define HINT_SELECT "SELECT id, team_id, problem_id, submission_id, time_ms FROM hints"

static void read_hint(const struct query_row *row, void *item)
{
	struct store_hint *h = item;
	h->id = query_int(row, 0);
	query_text(row, 1, h->team_id, sizeof h->team_id);
	query_text(row, 2, h->problem_id, sizeof h->problem_id);
	h->submission_id = query_int(row, 3);
	h->time_ms = query_int(row, 4);
}

struct hint_args {
	const char *team_id, *problem_id;
	long long submission_id;
};

/* Records the hint unless the team took it already; the first row's id. */
static long long hint_add_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct hint_args *h = ctx;
	/* The unique (team, submission) pair makes a second take of one hint a no-op, so it is counted once. */
	if (query_exec(
	            s, "recording a hint",
	            "INSERT INTO hints(team_id, problem_id, submission_id, time_ms) VALUES(?1, ?2, ?3, ?4)"
	            " ON CONFLICT(team_id, submission_id) DO NOTHING",
	            Q_ARGS(Q_TEXT(h->team_id), Q_TEXT(h->problem_id), Q_INT(h->submission_id), Q_INT(store_now_ms())),
	            d) < 0)
		return -1;
	struct store_hint row = { 0 };
	int rc = query_one(s, "reading a hint", HINT_SELECT " WHERE submission_id = ?1 ORDER BY id LIMIT 1",
	                   Q_ARGS(Q_INT(h->submission_id)), read_hint, &row, d);
	if (rc == 0)
		return query_fail(s, d, "the hint about submission %lld was not recorded", h->submission_id);
	return rc == 1 ? row.id : -1;
}

long long store_hint_add(struct store *s, const char *team_id, const char *problem_id, long long submission_id,
                         struct diag *d)
{
	struct hint_args h = { team_id, problem_id, submission_id };
	return query_locked(s, 1, hint_add_body, &h, d);
}

int store_hints_list(struct store *s, const char *team_id, const char *problem_id, struct store_hint **out, size_t *n,
                     struct diag *d)
{
	return query_list(s, "listing hints",
	                  HINT_SELECT " WHERE (?1 = '' OR team_id = ?1) AND (?2 = '' OR problem_id = ?2) ORDER BY id",
	                  Q_ARGS(Q_TEXT(team_id ? team_id : ""), Q_TEXT(problem_id ? problem_id : "")), read_hint,
	                  sizeof **out, NULL, (void **)out, n, d);
}
