/*
 * resolve: the resolver's steps (data/contest-resolve/cases.txt), each case
 * checked three ways: the cells revealed, in order, are the expected ones;
 * each step changes its own cell and no other (the counts, solved and times
 * of every other team's cells stay; only a first-to-solve mark may move, as
 * an earlier solution comes to light); the last step's scoreboard is the
 * jury's, row for row. A contest without a freeze, and the jury's clock,
 * have no steps.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/resolve.h"
#include "contest-cases.h"
#include "testutil.h"
#include "util.h"

#define BASE CASE_BASE

struct rs_case {
	struct contest_case base;
	struct strv steps;
	int has_steps;
};

static void case_reset(struct rs_case *k)
{
	contest_case_reset(&k->base);
	strv_free(&k->steps);
	k->has_steps = 0;
}

/* A row as text: rank, team, solved, penalty, then each cell's judged/pending, @minute and * (first). */
static char *row_text(const struct contest *c, const struct scoreboard_row *r)
{
	char *text;
	size_t len;
	FILE *f = xopen_memstream(&text, &len);
	fprintf(f, "%d %s %d %ld", r->rank, c->teams[r->team].id, r->num_solved, r->total_min);
	for (size_t p = 0; p < c->nproblems; p++) {
		const struct scoreboard_cell *cell = &r->cells[p];
		fprintf(f, " %d/%d", cell->num_judged, cell->num_pending);
		if (cell->solved)
			fprintf(f, "@%ld%s", cell->time_min, cell->first_to_solve ? "*" : "");
	}
	fclose(f);
	return text;
}

/* The cell of team t, problem p on sb. */
static const struct scoreboard_cell *cell_of(const struct scoreboard *sb, size_t t, size_t p)
{
	for (size_t r = 0; r < sb->nrows; r++)
		if (sb->rows[r].team == t)
			return &sb->rows[r].cells[p];
	ck_abort_msg("team %zu is not on the scoreboard", t);
	return NULL;
}

static int same_cell(const struct scoreboard_cell *x, const struct scoreboard_cell *y)
{
	return x->num_judged == y->num_judged && x->num_pending == y->num_pending && x->solved == y->solved &&
	       x->time_min == y->time_min && x->penalty_min == y->penalty_min;
}

/* Step k changes the cell it names and no other. */
static void check_step(const struct contest_case *k, const struct scoreboard *before, const struct scoreboard *after,
                       const struct resolve_step *step, size_t i)
{
	for (size_t t = 0; t < k->c.nteams; t++)
		for (size_t p = 0; p < k->c.nproblems; p++)
			if ((t != step->team || p != step->problem) &&
			    !same_cell(cell_of(before, t, p), cell_of(after, t, p)))
				ck_abort_msg("case %s, step %zu: the cell of %s, %s changed too", k->name, i + 1,
				             k->c.teams[t].id, k->c.problems[p].id);
}

/* The last step's scoreboard is the jury's. */
static void check_final(const struct contest_case *k, const struct scoreboard_clock *clk, const struct scoreboard *last)
{
	struct scoreboard_clock jclk = *clk;
	jclk.jury = 1;
	struct scoreboard jury;
	scoreboard_compute(&k->c, &jclk, k->subs, k->nsubs, &jury);
	ck_assert_uint_eq(jury.nrows, last->nrows);
	for (size_t r = 0; r < jury.nrows; r++) {
		char *want = row_text(&k->c, &jury.rows[r]), *got = row_text(&k->c, &last->rows[r]);
		ck_assert_msg(!strcmp(want, got), "case %s, row %zu after the last step:\n jury: %s\n got:  %s",
		              k->name, r + 1, want, got);
		free(want);
		free(got);
	}
	scoreboard_free(&jury);
}

static void run_case(struct rs_case *rk)
{
	struct contest_case *k = &rk->base;
	contest_case_build(k);
	long long ended = k->ended_min ? BASE + k->ended_min * 60000 : 0;
	struct scoreboard_clock clk = scoreboard_clock_of(&k->c, 0, ended, 0, BASE + 24 * 3600000LL, 0);
	struct resolve_step *steps;
	size_t n = resolve_steps(&k->c, &clk, k->subs, k->nsubs, &steps);
	ck_assert_msg(n == rk->steps.n, "case %s: %zu steps, expected %zu", k->name, n, rk->steps.n);
	struct scoreboard before;
	resolve_board(&k->c, &clk, k->subs, k->nsubs, steps, 0, &before);
	for (size_t i = 0; i < n; i++) {
		char got[80];
		snprintf(got, sizeof got, "%s:%s", k->c.teams[steps[i].team].id, k->c.problems[steps[i].problem].id);
		ck_assert_msg(!strcmp(got, rk->steps.v[i]), "case %s, step %zu: revealed %s, expected %s", k->name,
		              i + 1, got, rk->steps.v[i]);
		struct scoreboard after;
		resolve_board(&k->c, &clk, k->subs, k->nsubs, steps, i + 1, &after);
		check_step(k, &before, &after, &steps[i], i);
		scoreboard_free(&before);
		before = after;
	}
	check_final(k, &clk, &before);
	scoreboard_free(&before);
	free(steps);
}

static void case_line(struct rs_case *k, char *line)
{
	char word[16];
	int skip;
	if (sscanf(line, "%15s %n", word, &skip) != 1)
		return;
	char *rest = line + skip;
	if (contest_case_line(&k->base, word, rest))
		return;
	if (!strcmp(word, "steps")) {
		k->has_steps = 1;
		if (strcmp(rest, "none"))
			contest_case_words(&k->steps, rest);
	} else {
		ck_abort_msg("case %s: unknown line '%s'", k->base.name, line);
	}
}

START_TEST(cases)
{
	char *text = test_read_data("contest-resolve/cases.txt");
	static struct rs_case k;
	case_reset(&k);
	size_t ncases = 0;
	for (char *line = text, *next; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		if (!strncmp(line, "=== ", 4)) {
			case_reset(&k);
			snprintf(k.base.name, sizeof k.base.name, "%s", line + 4);
		} else if (line[0] && line[0] != '#') {
			case_line(&k, line);
		}
		/* "steps" ends a case. */
		if (k.has_steps) {
			run_case(&k);
			ncases++;
			case_reset(&k);
		}
	}
	case_reset(&k);
	ck_assert_uint_eq(ncases, 7);
	free(text);
}
END_TEST

/* The jury's clock sees no freeze: nothing to resolve. */
START_TEST(jury_clock_has_no_steps)
{
	struct contest_team teams[] = { { .id = "a", .name = "a" } };
	struct contest_problem problems[] = { { .id = "p" } };
	struct contest c = { .teams = teams,
		             .nteams = 1,
		             .problems = problems,
		             .nproblems = 1,
		             .start_ms = BASE,
		             .duration_ms = 300 * 60000LL,
		             .freeze_ms = 60 * 60000LL,
		             .penalty_min = 20 };
	struct scoreboard_sub sub = { "a", "p", BASE + 250 * 60000LL, "AC" };
	struct scoreboard_clock clk = scoreboard_clock_of(&c, 0, 0, 0, BASE + 24 * 3600000LL, 1);
	struct resolve_step *steps = (void *)1;
	ck_assert_uint_eq(resolve_steps(&c, &clk, &sub, 1, &steps), 0);
	ck_assert_ptr_null(steps);
	clk.jury = 0;
	ck_assert_uint_eq(resolve_steps(&c, &clk, &sub, 1, &steps), 1);
	free(steps);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("resolve");
	TCase *tc = tcase_create("resolver");
	tcase_add_test(tc, cases);
	tcase_add_test(tc, jury_clock_has_no_steps);
	suite_add_tcase(s, tc);
	return test_run(s);
}
