/*
 * scoreboard: the ICPC scoreboard, a case per rule of the CCS requirements
 * (data/contest-scoreboard/cases.txt) with exact ranks and penalties; the
 * contest's clock (not started, started by hand, ended, frozen, thawed); what
 * the replay adds (upsolving apart, a cut-off, cells the resolver revealed);
 * the time of the last change each view counts;
 * the judge's verdicts as CLICS judgement types.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/scoreboard.h"
#include "contest-cases.h"
#include "testutil.h"
#include "util.h"

#define BASE CASE_BASE

/* A case being read: its contest and submissions, and its expected rows as text. */
struct sb_case {
	struct contest_case base;
	long cutoff_min;
	char *reveal[8][2];
	size_t nreveal;
	int jury;
	struct strv rows;
};

static void case_reset(struct sb_case *k)
{
	contest_case_reset(&k->base);
	strv_free(&k->rows);
	for (size_t i = 0; i < k->nreveal; i++)
		free(k->reveal[i][0]), free(k->reveal[i][1]);
	k->nreveal = 0;
	k->jury = 1;
	k->cutoff_min = -1;
}

/* One row as the cases write it. */
static char *format_row(const struct contest *c, const struct scoreboard_row *r)
{
	char *text;
	size_t len;
	FILE *f = xopen_memstream(&text, &len);
	fprintf(f, "%d %s %d %ld %ld", r->rank, c->teams[r->team].id, r->num_solved, r->total_min, r->last_min);
	for (size_t p = 0; p < c->nproblems; p++) {
		const struct scoreboard_cell *cell = &r->cells[p];
		fprintf(f, " %d/%d", cell->num_judged, cell->num_pending);
		if (cell->solved)
			fprintf(f, "@%ld%s", cell->time_min, cell->first_to_solve ? "*" : "");
		if (cell->upsolved)
			fprintf(f, "u");
	}
	fclose(f);
	return text;
}

static void run_case(struct sb_case *sk)
{
	struct contest_case *k = &sk->base;
	contest_case_build(k);
	long long ended = k->ended_min ? BASE + k->ended_min * 60000 : 0;
	struct scoreboard_clock clk = scoreboard_clock_of(&k->c, 0, ended, 0, BASE + 24 * 3600000LL, sk->jury);
	clk.cutoff_ms = sk->cutoff_min >= 0 ? BASE + sk->cutoff_min * 60000 : 0;
	unsigned char *revealed = xcalloc(k->teams.n * k->problems.n + 1, 1);
	for (size_t i = 0; i < sk->nreveal; i++) {
		long t = -1, p = -1;
		for (size_t j = 0; j < k->teams.n; j++)
			t = strcmp(k->teams.v[j], sk->reveal[i][0]) ? t : (long)j;
		for (size_t j = 0; j < k->problems.n; j++)
			p = strcmp(k->problems.v[j], sk->reveal[i][1]) ? p : (long)j;
		ck_assert_msg(t >= 0 && p >= 0, "case %s: reveal of an unknown cell", k->name);
		revealed[t * (long)k->problems.n + p] = 1;
	}
	clk.revealed = sk->nreveal ? revealed : NULL;
	struct scoreboard sb;
	scoreboard_compute(&k->c, &clk, k->subs, k->nsubs, &sb);
	free(revealed);
	ck_assert_msg(sb.nrows == sk->rows.n, "case %s: %zu rows, expected %zu", k->name, sb.nrows, sk->rows.n);
	for (size_t i = 0; i < sb.nrows; i++) {
		char *got = format_row(&k->c, &sb.rows[i]);
		ck_assert_msg(strcmp(got, sk->rows.v[i]) == 0, "case %s, row %zu:\n want: %s\n got:  %s", k->name, i + 1,
		              sk->rows.v[i], got);
		free(got);
	}
	scoreboard_free(&sb);
}

/* One line of the cases file into k. */
static void case_line(struct sb_case *k, char *line)
{
	char word[16];
	int skip;
	if (sscanf(line, "%15s %n", word, &skip) != 1)
		return;
	char *rest = line + skip;
	if (contest_case_line(&k->base, word, rest))
		return;
	if (strcmp(word, "cutoff") == 0) {
		k->cutoff_min = atol(rest);
	} else if (strcmp(word, "reveal") == 0) {
		char team[32], problem[32];
		ck_assert_int_eq(sscanf(rest, "%31s %31s", team, problem), 2);
		ck_assert_uint_lt(k->nreveal, 8);
		k->reveal[k->nreveal][0] = xstrdup(team);
		k->reveal[k->nreveal++][1] = xstrdup(problem);
	} else if (strcmp(word, "view") == 0) {
		k->jury = strcmp(rest, "jury") == 0;
	} else if (strcmp(word, "row") == 0) {
		strv_push(&k->rows, rest);
	} else {
		ck_abort_msg("case %s: unknown line '%s'", k->base.name, line);
	}
}

START_TEST(rules)
{
	char *text = test_read_data("contest-scoreboard/cases.txt");
	static struct sb_case k;
	case_reset(&k);
	size_t ncases = 0;
	/* Lines by hand, not strtok: case_line's own strtok would lose the place. */
	for (char *line = text, *next; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		if (line[0] == '#' || line[0] == 0) {
			/* nothing */
		} else if (strncmp(line, "=== ", 4) == 0) {
			case_reset(&k);
			snprintf(k.base.name, sizeof k.base.name, "%s", line + 4);
		} else {
			case_line(&k, line);
		}
		/* A case ends where the next begins or the file ends. */
		if (k.rows.n && (!next || !*next || strncmp(next, "=== ", 4) == 0 || *next == '\n')) {
			run_case(&k);
			ncases++;
			case_reset(&k);
		}
	}
	case_reset(&k);
	ck_assert_uint_ge(ncases, 26);
	free(text);
}
END_TEST

START_TEST(clock)
{
	struct contest c = { .duration_ms = 300 * 60000LL, .freeze_ms = 60 * 60000LL };
	/* Started by hand, not yet: the board is empty. */
	struct scoreboard_clock k = scoreboard_clock_of(&c, 0, 0, 0, BASE, 0);
	ck_assert_int_eq(k.start_ms, 0);
	k = scoreboard_clock_of(&c, BASE, 0, 0, BASE + 1000, 0);
	ck_assert_int_eq(k.start_ms, BASE);
	ck_assert_int_eq(k.end_ms, BASE + 300 * 60000LL);
	ck_assert_int_eq(k.freeze_ms, BASE + 240 * 60000LL);
	/* Ended early by hand: the end moves, the freeze stays where the schedule put it. */
	k = scoreboard_clock_of(&c, BASE, BASE + 250 * 60000LL, 0, BASE + 260 * 60000LL, 0);
	ck_assert_int_eq(k.end_ms, BASE + 250 * 60000LL);
	ck_assert_int_eq(k.freeze_ms, BASE + 240 * 60000LL);
	/* Thawed: no freeze from the thaw on; before it, frozen still. */
	k = scoreboard_clock_of(&c, BASE, 0, BASE + 400 * 60000LL, BASE + 400 * 60000LL, 0);
	ck_assert_int_eq(k.freeze_ms, 0);
	k = scoreboard_clock_of(&c, BASE, 0, BASE + 400 * 60000LL, BASE + 399 * 60000LL, 0);
	ck_assert_int_eq(k.freeze_ms, BASE + 240 * 60000LL);
	/* A scheduled start_time, passed or not. */
	c.start_ms = BASE;
	k = scoreboard_clock_of(&c, 0, 0, 0, BASE - 1, 1);
	ck_assert_int_eq(k.start_ms, 0);
	k = scoreboard_clock_of(&c, 0, 0, 0, BASE, 1);
	ck_assert_int_eq(k.start_ms, BASE);
	ck_assert_int_eq(k.jury, 1);
}
END_TEST

/* The contest's minute m and second s, in ms since the epoch. */
static long long at(long m, long s)
{
	return BASE + m * 60000LL + s * 1000LL;
}

/*
 * last_ms: the last change a view counts, a submission or the end of a judgement
 * it sees. A judgement of the freeze moves the jury's board, not the public's
 * (unless thawed or revealed); what comes after the end, before the start, after
 * the cut-off, or from a team or for a problem not the contest's moves neither.
 */
START_TEST(last_change)
{
	struct contest_team teams[] = { { .id = "a", .name = "a" }, { .id = "b", .name = "b" } };
	struct contest_problem problems[] = { { .id = "p" } };
	struct contest c = { .teams = teams,
		             .nteams = 2,
		             .problems = problems,
		             .nproblems = 1,
		             .start_ms = BASE,
		             .duration_ms = 300 * 60000LL,
		             .freeze_ms = 60 * 60000LL,
		             .penalty_min = 20 };
	struct scoreboard_sub subs[] = {
		{ "a", "p", at(10, 0), "WA", at(10, 30) },
		{ "a", "p", at(245, 0), NULL, 0 },           /* frozen, not judged yet */
		{ "b", "p", at(250, 0), "AC", at(251, 0) },  /* frozen, judged */
		{ "a", "p", at(-1, 0), "AC", at(-1, 0) },    /* before the start */
		{ "a", "p", at(300, 0), "AC", at(302, 0) },  /* at the end: upsolving */
		{ "z", "p", at(299, 0), "AC", at(299, 30) }, /* no such team */
		{ "b", "q", at(299, 0), "AC", at(299, 30) }, /* no such problem */
	};
	unsigned char reveal_b[] = { 0, 1 };
	const struct {
		const char *view;
		int jury;
		long long thawed, cutoff;
		const unsigned char *revealed;
		long long want;
	} cases[] = {
		{ "public, frozen: its submission counts, not its judgement", 0, 0, 0, NULL, at(250, 0) },
		{ "jury: the frozen judgement counts", 1, 0, 0, NULL, at(251, 0) },
		{ "public, thawed", 0, at(400, 0), 0, NULL, at(251, 0) },
		{ "public, b's cell revealed", 0, 0, 0, reveal_b, at(251, 0) },
		{ "jury, cut off at 248", 1, 0, at(248, 0), NULL, at(245, 0) },
		{ "public, cut off at 200", 0, 0, at(200, 0), NULL, at(10, 30) },
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		struct scoreboard_clock clk = scoreboard_clock_of(&c, 0, 0, cases[i].thawed, at(500, 0), cases[i].jury);
		clk.cutoff_ms = cases[i].cutoff;
		clk.revealed = cases[i].revealed;
		struct scoreboard sb;
		scoreboard_compute(&c, &clk, subs, sizeof subs / sizeof *subs, &sb);
		ck_assert_msg(sb.last_ms == cases[i].want, "%s: last_ms %lld, expected %lld", cases[i].view, sb.last_ms,
		              cases[i].want);
		scoreboard_free(&sb);
	}
	/* Not started: nothing counts. */
	struct scoreboard sb;
	struct scoreboard_clock clk = scoreboard_clock_of(&c, 0, 0, 0, BASE - 1, 1);
	scoreboard_compute(&c, &clk, subs, sizeof subs / sizeof *subs, &sb);
	ck_assert_int_eq(sb.last_ms, 0);
	scoreboard_free(&sb);
}
END_TEST

/* The judge's codes as CLICS judgement types (JSON_Format.md, "Known judgement types"). */
START_TEST(judgement_types_table)
{
	static const struct {
		const char *verdict, *id;
		int penalty, solved;
	} want[] = {
		{ "AC", "AC", 0, 1 },   { "WA", "WA", 1, 0 },   { "PE", "PE", 1, 0 },
		{ "TLE", "TLE", 1, 0 }, { "MLE", "MLE", 1, 0 }, { "OLE", "OLE", 1, 0 },
		{ "RE", "RTE", 1, 0 },  { "CE", "CE", 0, 0 },   { "JE", "JE", 0, 0 },
	};
	ck_assert_uint_eq(njudgement_types, sizeof want / sizeof *want);
	for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
		const struct judgement_type *t = judgement_type_of(want[i].verdict);
		ck_assert_msg(t != NULL, "no type for %s", want[i].verdict);
		ck_assert_str_eq(t->id, want[i].id);
		ck_assert_int_eq(t->penalty, want[i].penalty);
		ck_assert_int_eq(t->solved, want[i].solved);
	}
	ck_assert_ptr_null(judgement_type_of("--"));
	ck_assert_ptr_null(judgement_type_of("XX"));
	ck_assert_ptr_null(judgement_type_of(NULL));
	ck_assert_str_eq(judgement_type_of("RE")->name, "Run-Time Error");
}
END_TEST

/* scoreboard_sort: by time, ties in the given order (the order scoreboard_compute walks). */
START_TEST(sort_keeps_ties_in_order)
{
	struct scoreboard_sub subs[] = {
		{ "a", "p", 3, "AC" },
		{ "b", "p", 1, "WA" },
		{ "c", "p", 2, "AC" },
		{ "d", "p", 1, "AC" },
	};
	scoreboard_sort(subs, 4);
	const char *want[] = { "b", "d", "c", "a" };
	for (size_t i = 0; i < 4; i++)
		ck_assert_str_eq(subs[i].team_id, want[i]);
	ck_assert_str_eq(subs[1].verdict, "AC");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("scoreboard");
	TCase *tc = tcase_create("icpc");
	tcase_add_test(tc, rules);
	tcase_add_test(tc, clock);
	tcase_add_test(tc, last_change);
	tcase_add_test(tc, judgement_types_table);
	tcase_add_test(tc, sort_keeps_ties_in_order);
	suite_add_tcase(s, tc);
	return test_run(s);
}
