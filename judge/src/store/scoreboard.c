/*
 * scoreboard.c: the ICPC scoreboard (scoreboard.h says the rules).
 *
 * How this works: the submissions are walked in order of submission time;
 * each lands in its team's cell for its problem, which stops counting at its
 * first accepted submission. The walk in time order is what makes "earlier
 * rejections", "the first accepted" and "first to solve" plain running state.
 * Then each team's row sums its cells, the rows are sorted, and equal rows
 * share a rank. A submission after the end walks last and only marks its
 * cell upsolved; one at or after the replay's cut-off is not there at all.
 */
#define _GNU_SOURCE
#include "store/scoreboard.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

const struct judgement_type judgement_types[] = {
	{ "AC", "AC", "Accepted", 0, 1 },
	{ "WA", "WA", "Wrong Answer", 1, 0 },
	{ "PE", "PE", "Presentation Error", 1, 0 },
	{ "TLE", "TLE", "Time Limit Exceeded", 1, 0 },
	{ "MLE", "MLE", "Memory Limit Exceeded", 1, 0 },
	{ "OLE", "OLE", "Output Limit Exceeded", 1, 0 },
	{ "RE", "RTE", "Run-Time Error", 1, 0 },
	{ "CE", "CE", "Compile Error", 0, 0 },
	{ "JE", "JE", "Judging Error", 0, 0 },
};
const size_t njudgement_types = sizeof judgement_types / sizeof *judgement_types;

const struct judgement_type *judgement_type_of(const char *verdict)
{
	for (size_t i = 0; verdict && i < njudgement_types; i++)
		if (strcmp(judgement_types[i].verdict, verdict) == 0)
			return &judgement_types[i];
	return NULL;
}

struct scoreboard_clock scoreboard_clock_of(const struct contest *c, long long started_ms, long long ended_ms,
                                            long long thawed_ms, long long now_ms, int jury)
{
	struct scoreboard_clock clk = { .jury = jury };
	long long start = started_ms ? started_ms : c->start_ms;
	if (!start || now_ms < start)
		return clk;
	clk.start_ms = start;
	clk.end_ms = start + c->duration_ms;
	/* The freeze is counted from the scheduled end, even when the jury ended the contest early. */
	if (c->freeze_ms > 0 && !(thawed_ms && now_ms >= thawed_ms))
		clk.freeze_ms = clk.end_ms - c->freeze_ms;
	if (ended_ms && ended_ms < clk.end_ms)
		clk.end_ms = ended_ms;
	return clk;
}

/* Submissions in order of time, ties in the given order. */
struct ordered {
	const struct scoreboard_sub *sub;
	size_t index;
};

static int by_time(const void *a, const void *b)
{
	const struct ordered *x = a, *y = b;
	if (x->sub->time_ms != y->sub->time_ms)
		return x->sub->time_ms < y->sub->time_ms ? -1 : 1;
	return (x->index > y->index) - (x->index < y->index);
}

/*
 * Ids sorted for a binary search: every submission is looked up, and the
 * resolver computes a scoreboard per step (a regional's 3000 submissions by
 * 120 teams, 300 times). The package's ids are unique (contest.c).
 */
struct id_at {
	const char *id;
	size_t i;
};

static int by_id(const void *a, const void *b)
{
	return strcmp(((const struct id_at *)a)->id, ((const struct id_at *)b)->id);
}

static struct id_at *index_ids(const struct contest *c, int teams)
{
	size_t n = teams ? c->nteams : c->nproblems;
	struct id_at *idx = xcalloc(n + 1, sizeof *idx);
	for (size_t i = 0; i < n; i++)
		idx[i] = (struct id_at){ teams ? c->teams[i].id : c->problems[i].id, i };
	qsort(idx, n, sizeof *idx, by_id);
	return idx;
}

static long find_id(const struct id_at *idx, size_t n, const char *id)
{
	if (!id)
		return -1;
	struct id_at key = { id, 0 };
	const struct id_at *at = bsearch(&key, idx, n, sizeof *idx, by_id);
	return at ? (long)at->i : -1;
}

/* Whether this view does not see the submission's judgement: the public's, made during the freeze, not revealed. */
static int frozen(const struct scoreboard_clock *clk, const struct scoreboard_sub *s, int revealed)
{
	return !clk->jury && !revealed && clk->freeze_ms && s->time_ms >= clk->freeze_ms;
}

/*
 * Whether the submission is pending in this view: not judged, judged JE, or
 * made during the freeze in a cell the resolver has not revealed.
 */
static int pending(const struct scoreboard_clock *clk, const struct scoreboard_sub *s, int revealed)
{
	if (!s->verdict || !s->verdict[0] || strcmp(s->verdict, "JE") == 0)
		return 1;
	return frozen(clk, s, revealed);
}

/* A submission of the contest is a change of the board, and so is its judgement's end when the view sees it. */
static void note_change(const struct scoreboard_clock *clk, const struct scoreboard_sub *s, int revealed,
                        long long *last_ms)
{
	long long at = s->time_ms;
	if (!frozen(clk, s, revealed) && s->judged_ms > at)
		at = s->judged_ms;
	if (at > *last_ms)
		*last_ms = at;
}

/* One submission into its cell. rejected counts the cell's costly rejections; first marks problems solved. */
static void count(const struct contest *c, const struct scoreboard_clock *clk, const struct scoreboard_sub *s,
                  struct scoreboard_cell *cell, int revealed, int *rejected, char *first)
{
	if (cell->solved)
		return; /* after the first accepted one, nothing counts */
	if (pending(clk, s, revealed)) {
		cell->num_pending++;
		return;
	}
	const struct judgement_type *t = judgement_type_of(s->verdict);
	/* A compile error is no try: it costs no penalty and is not counted in the cell (ICPC's rules). */
	if (t && !t->solved && !t->penalty)
		return;
	cell->num_judged++;
	if (t && t->solved) {
		cell->solved = 1;
		cell->time_min = (long)((s->time_ms - clk->start_ms) / 60000);
		cell->penalty_min = cell->time_min + (long)*rejected * c->penalty_min;
		cell->first_to_solve = !*first;
		*first = 1;
	} else if (!t || t->penalty) {
		/* A code the table does not know is still a rejection: it costs, as WA would. */
		(*rejected)++;
	}
}

/*
 * A submission after the end: in time order, every submission of the contest
 * came before it, so the cell's "solved" is final here. Shown to the jury
 * always, to the public only when nothing is frozen (no freeze, thawed, or
 * a contest ended by hand before its freeze began).
 */
static void upsolve(const struct scoreboard_clock *clk, const struct scoreboard_sub *s, struct scoreboard_cell *cell)
{
	const struct judgement_type *t = judgement_type_of(s->verdict);
	int frozen = !clk->jury && clk->freeze_ms && clk->freeze_ms < clk->end_ms;
	if (!cell->solved && t && t->solved && !frozen)
		cell->upsolved = 1;
}

static int row_cmp_score(const struct scoreboard_row *x, const struct scoreboard_row *y)
{
	if (x->num_solved != y->num_solved)
		return x->num_solved > y->num_solved ? -1 : 1;
	if (x->total_min != y->total_min)
		return x->total_min < y->total_min ? -1 : 1;
	if (x->last_min != y->last_min)
		return x->last_min < y->last_min ? -1 : 1;
	return 0;
}

/* qsort_r's comparison (a pure function may be called from any thread: no static context). */
static int row_cmp(const void *a, const void *b, void *ctx)
{
	const struct scoreboard_row *x = a, *y = b;
	const struct contest *c = ctx;
	int r = row_cmp_score(x, y);
	if (r)
		return r;
	const struct contest_team *tx = &c->teams[x->team], *ty = &c->teams[y->team];
	r = strcmp(tx->name, ty->name);
	return r ? r : strcmp(tx->id, ty->id);
}

static void sum_rows(const struct contest *c, struct scoreboard *out)
{
	for (size_t t = 0; t < out->nrows; t++) {
		struct scoreboard_row *r = &out->rows[t];
		for (size_t p = 0; p < c->nproblems; p++) {
			const struct scoreboard_cell *cell = &r->cells[p];
			if (!cell->solved)
				continue;
			r->num_solved++;
			r->total_min += cell->penalty_min;
			if (cell->time_min > r->last_min)
				r->last_min = cell->time_min;
		}
	}
	qsort_r(out->rows, out->nrows, sizeof *out->rows, row_cmp, (void *)c);
	for (size_t i = 0; i < out->nrows; i++)
		out->rows[i].rank = i > 0 && row_cmp_score(&out->rows[i - 1], &out->rows[i]) == 0
		                            ? out->rows[i - 1].rank
		                            : (int)i + 1;
}

void scoreboard_compute(const struct contest *c, const struct scoreboard_clock *clk, const struct scoreboard_sub *subs,
                        size_t nsubs, struct scoreboard *out)
{
	out->nrows = c->nteams;
	out->ncells = c->nproblems;
	out->last_ms = 0;
	out->rows = xcalloc(c->nteams + 1, sizeof *out->rows);
	for (size_t t = 0; t < c->nteams; t++) {
		out->rows[t].team = t;
		out->rows[t].cells = xcalloc(c->nproblems + 1, sizeof *out->rows[t].cells);
	}
	int *rejected = xcalloc(c->nteams * c->nproblems + 1, sizeof *rejected);
	char *first = xcalloc(c->nproblems + 1, 1);
	struct ordered *order = xcalloc(nsubs + 1, sizeof *order);
	int sorted = 1;
	for (size_t i = 0; i < nsubs; i++) {
		order[i] = (struct ordered){ &subs[i], i };
		sorted &= i == 0 || subs[i - 1].time_ms <= subs[i].time_ms;
	}
	if (!sorted)
		qsort(order, nsubs, sizeof *order, by_time);
	struct id_at *teams = index_ids(c, 1), *problems = index_ids(c, 0);
	for (size_t i = 0; clk->start_ms && i < nsubs; i++) {
		const struct scoreboard_sub *s = order[i].sub;
		if (s->time_ms < clk->start_ms || (clk->cutoff_ms && s->time_ms >= clk->cutoff_ms))
			continue;
		long t = find_id(teams, c->nteams, s->team_id), p = find_id(problems, c->nproblems, s->problem_id);
		if (t < 0 || p < 0)
			continue;
		long k = t * (long)c->nproblems + p;
		int revealed = clk->revealed && clk->revealed[k];
		if (s->time_ms >= clk->end_ms) {
			upsolve(clk, s, &out->rows[t].cells[p]);
			continue;
		}
		note_change(clk, s, revealed, &out->last_ms);
		count(c, clk, s, &out->rows[t].cells[p], revealed, &rejected[k], &first[p]);
	}
	free(teams);
	free(problems);
	free(order);
	free(first);
	free(rejected);
	sum_rows(c, out);
}

void scoreboard_sort(struct scoreboard_sub *subs, size_t nsubs)
{
	struct ordered *order = xcalloc(nsubs + 1, sizeof *order);
	for (size_t i = 0; i < nsubs; i++)
		order[i] = (struct ordered){ &subs[i], i };
	qsort(order, nsubs, sizeof *order, by_time);
	struct scoreboard_sub *copy = xcalloc(nsubs + 1, sizeof *copy);
	for (size_t i = 0; i < nsubs; i++)
		copy[i] = *order[i].sub;
	memcpy(subs, copy, nsubs * sizeof *subs);
	free(copy);
	free(order);
}

void scoreboard_keep(struct scoreboard *sb, const struct contest *c,
                     int (*keep)(const struct contest_team *t, const void *cls), const void *cls)
{
	size_t k = 0;
	for (size_t i = 0; i < sb->nrows; i++) {
		if (!keep(&c->teams[sb->rows[i].team], cls)) {
			free(sb->rows[i].cells);
			continue;
		}
		sb->rows[k] = sb->rows[i];
		sb->rows[k].rank =
		        k > 0 && row_cmp_score(&sb->rows[k - 1], &sb->rows[k]) == 0 ? sb->rows[k - 1].rank : (int)k + 1;
		k++;
	}
	sb->nrows = k;
}

void scoreboard_free(struct scoreboard *sb)
{
	for (size_t i = 0; i < sb->nrows; i++)
		free(sb->rows[i].cells);
	free(sb->rows);
	sb->rows = NULL;
	sb->nrows = 0;
}
