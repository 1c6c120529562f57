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

#include "serve/resolve.h"
#include "testutil.h"
#include "util.h"

#define BASE 1800000000000LL /* the contest's start in the cases */

struct rs_case {
	char name[64];
	struct contest c;
	struct strv teams, problems, steps;
	struct scoreboard_sub subs[64];
	char *sub_text[64][3];
	size_t nsubs;
	long ended_min;
	int has_steps;
};

static void case_reset(struct rs_case *k)
{
	strv_free(&k->teams);
	strv_free(&k->problems);
	strv_free(&k->steps);
	for (size_t i = 0; i < k->nsubs; i++)
		for (int j = 0; j < 3; j++)
			free(k->sub_text[i][j]);
	free(k->c.teams);
	free(k->c.problems);
	memset(k, 0, sizeof *k);
	k->c.penalty_min = 20;
	k->c.duration_ms = 300 * 60000LL;
	k->c.start_ms = BASE;
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
static void check_step(const struct rs_case *k, const struct scoreboard *before, const struct scoreboard *after,
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
static void check_final(const struct rs_case *k, const struct scoreboard_clock *clk, const struct scoreboard *last)
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

static void run_case(struct rs_case *k)
{
	k->c.nteams = k->teams.n;
	k->c.teams = xcalloc(k->teams.n + 1, sizeof *k->c.teams);
	for (size_t i = 0; i < k->teams.n; i++)
		k->c.teams[i].id = k->c.teams[i].name = k->teams.v[i];
	k->c.nproblems = k->problems.n;
	k->c.problems = xcalloc(k->problems.n + 1, sizeof *k->c.problems);
	for (size_t i = 0; i < k->problems.n; i++)
		k->c.problems[i].id = k->problems.v[i];
	long long ended = k->ended_min ? BASE + k->ended_min * 60000 : 0;
	struct scoreboard_clock clk = scoreboard_clock_of(&k->c, 0, ended, 0, BASE + 24 * 3600000LL, 0);
	struct resolve_step *steps;
	size_t n = resolve_steps(&k->c, &clk, k->subs, k->nsubs, &steps);
	ck_assert_msg(n == k->steps.n, "case %s: %zu steps, expected %zu", k->name, n, k->steps.n);
	struct scoreboard before;
	resolve_board(&k->c, &clk, k->subs, k->nsubs, steps, 0, &before);
	for (size_t i = 0; i < n; i++) {
		char got[80];
		snprintf(got, sizeof got, "%s:%s", k->c.teams[steps[i].team].id, k->c.problems[steps[i].problem].id);
		ck_assert_msg(!strcmp(got, k->steps.v[i]), "case %s, step %zu: revealed %s, expected %s", k->name,
		              i + 1, got, k->steps.v[i]);
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

static void split_into(struct strv *v, char *rest)
{
	for (char *w = strtok(rest, " "); w; w = strtok(NULL, " "))
		strv_push(v, w);
}

static void case_line(struct rs_case *k, char *line)
{
	char word[16];
	int skip;
	if (sscanf(line, "%15s %n", word, &skip) != 1)
		return;
	char *rest = line + skip;
	if (!strcmp(word, "teams")) {
		split_into(&k->teams, rest);
	} else if (!strcmp(word, "problems")) {
		split_into(&k->problems, rest);
	} else if (!strcmp(word, "penalty")) {
		k->c.penalty_min = atol(rest);
	} else if (!strcmp(word, "duration")) {
		k->c.duration_ms = atol(rest) * 60000LL;
	} else if (!strcmp(word, "freeze")) {
		k->c.freeze_ms = atol(rest) * 60000LL;
	} else if (!strcmp(word, "ended")) {
		k->ended_min = atol(rest);
	} else if (!strcmp(word, "sub")) {
		char team[32], problem[32], time[32], verdict[8];
		long m, sec;
		ck_assert_int_eq(sscanf(rest, "%31s %31s %31s %7s", team, problem, time, verdict), 4);
		ck_assert_int_eq(sscanf(time, "%ld:%ld", &m, &sec), 2);
		ck_assert_uint_lt(k->nsubs, 64);
		char **t = k->sub_text[k->nsubs];
		t[0] = xstrdup(team), t[1] = xstrdup(problem), t[2] = xstrdup(verdict);
		k->subs[k->nsubs++] = (struct scoreboard_sub){ t[0], t[1], BASE + (m * 60 + sec) * 1000LL,
			                                       strcmp(verdict, "-") ? t[2] : NULL };
	} else if (!strcmp(word, "steps")) {
		k->has_steps = 1;
		if (strcmp(rest, "none"))
			split_into(&k->steps, rest);
	} else {
		ck_abort_msg("case %s: unknown line '%s'", k->name, line);
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
			snprintf(k.name, sizeof k.name, "%s", line + 4);
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
