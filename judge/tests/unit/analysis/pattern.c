/*
 * Pattern finding: every case in data/pattern-cases.txt is a table of small
 * positions (most printed by a problem's explorer) with the exact text
 * pattern.c must give for it; and a table of the periodicity theorems' bounds.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/pattern.h"
#include "testutil.h"
#include "util.h"

struct pcase {
	char *name, *expect;
	struct table t;
	size_t n; /* values read */
};

static struct pcase *cases;
static int ncases;

static void load_cases(void)
{
	char *text = test_read_data("pattern-cases.txt");
	struct pcase *c = NULL;
	int state = 0; /* 0: header next, 1: values, 2: expected text */
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (!strncmp(line, "== ", 3)) {
			cases = xrealloc(cases, (size_t)(ncases + 1) * sizeof *cases);
			c = &cases[ncases++];
			memset(c, 0, sizeof *c);
			c->name = xstrdup(line + 3);
			c->expect = xstrdup("");
			state = 0;
		} else if (!c || line[0] == '#') {
			continue;
		} else if (state == 0) {
			char kind[8], values[8];
			struct table *t = &c->t;
			int got = sscanf(line, "%7s %7s %ld %ld %ld %ld", kind, values, &t->lo[0], &t->hi[0], &t->lo[1],
			                 &t->hi[1]);
			if (got < 4 || (!strcmp(kind, "grid") && got < 6)) {
				fprintf(stderr, "pattern-cases.txt: %s: bad header '%s'\n", c->name, line);
				exit(1);
			}
			t->dims = strcmp(kind, "grid") ? 1 : 2;
			t->values = !strcmp(values, "sg") ? VALUES_SG : !strcmp(values, "wld") ? VALUES_WLD : VALUES_PN;
			t->v = xcalloc(pattern_table_size(t), sizeof *t->v);
			state = 1;
		} else if (!strcmp(line, "-- expect")) {
			state = 2;
		} else if (state == 1) {
			for (char *s2 = NULL, *tok = strtok_r(line, " ", &s2); tok; tok = strtok_r(NULL, " ", &s2)) {
				if (c->n == pattern_table_size(&c->t)) {
					fprintf(stderr, "pattern-cases.txt: %s: too many values\n", c->name);
					exit(1);
				}
				c->t.v[c->n++] = strcmp(tok, "-") ? atol(tok) : VALUE_NONE;
			}
		} else {
			char *e = xasprintf("%s%s\n", c->expect, line);
			free(c->expect);
			c->expect = e;
		}
	}
	free(text);
}

static char *describe(const struct table *t)
{
	if (t->dims == 2) {
		const char *axes[2] = { "a", "b" };
		return pattern_describe_grid(t, axes);
	}
	struct period per;
	pattern_period(t, &per);
	struct proof proof = { .checked_to = t->hi[0] };
	return pattern_describe_sequence(t, "n", &per, &proof);
}

START_TEST(pattern_case)
{
	struct pcase *c = &cases[_i];
	ck_assert_msg(c->n == pattern_table_size(&c->t), "%s: %zu values for %zu positions", c->name, c->n, pattern_table_size(&c->t));
	char *got = describe(&c->t);
	if (getenv("PATTERN_PRINT"))
		printf("== %s\n%s", c->name, got);
	ck_assert_msg(!strcmp(got, c->expect), "%s:\nexpected:\n%sgot:\n%s", c->name, c->expect, got);
	free(got);
}
END_TEST

/* The bounds: subtraction, v(n + p) = v(n) for start <= n < start + k; octal (Guy-Smith), n < 2 start + p + k. */
static const struct {
	enum theorem th;
	long k, start, period, bound;
} bounds[] = {
	{ THEOREM_SUBTRACTION, 3, 0, 4, 6 },  /* hdu1846 m = 3: n = 0..2 against n + 4 */
	{ THEOREM_SUBTRACTION, 5, 0, 7, 11 }, /* S = {2, 5} */
	{ THEOREM_SUBTRACTION, 1, 10, 2, 12 },
	{ THEOREM_OCTAL, 2, 53, 34, 175 }, /* 0.07: n < 2*53 + 34 + 2 = 142, so n + 34 up to 175 */
	{ THEOREM_OCTAL, 1, 0, 2, 4 },     /* 0.7: n < 3, so n + 2 up to 4 */
	{ THEOREM_NONE, 4, 0, 2, -1 },
};

START_TEST(theorem_bound)
{
	struct period p = { .found = 1, .start = bounds[_i].start, .period = bounds[_i].period };
	ck_assert_int_eq(pattern_theorem_bound(bounds[_i].th, bounds[_i].k, &p), bounds[_i].bound);
}
END_TEST

/* A period found on a short table, and whether a longer one keeps it. */
START_TEST(holds_on_longer_tables)
{
	long v[] = { 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 2 };
	struct table t = { .dims = 1, .lo = { 0 }, .hi = { 11 }, .v = v };
	struct period p;
	pattern_period(&t, &p);
	ck_assert(p.found && p.start == 0 && p.period == 3 && p.saltus == 0);
	t.hi[0] = 13;
	ck_assert(pattern_holds(&t, &p));
	t.hi[0] = 14; /* v(14) = 2 breaks it */
	ck_assert(!pattern_holds(&t, &p));
}
END_TEST

/* "periodic" only with a proof: the same table, proved or not, in the text and the caption. */
START_TEST(period_needs_proof)
{
	long v[30];
	for (int n = 0; n < 30; n++)
		v[n] = n % 3 == 0 ? 0 : 1;
	struct table t = { .dims = 1, .lo = { 0, 0 }, .hi = { 29, 0 }, .v = v };
	struct period per;
	pattern_period(&t, &per);
	ck_assert_int_eq(per.found, 1);
	ck_assert_int_eq(per.period, 3);
	struct proof none = { .checked_to = 29 };
	struct proof proved = { .theorem = THEOREM_SUBTRACTION, .k = 2, .checked_to = 29, .proved = 1 };
	proved.bound = pattern_theorem_bound(THEOREM_SUBTRACTION, 2, &per);
	char *a = pattern_describe_sequence(&t, "n", &per, &none),
	     *b = pattern_describe_sequence(&t, "n", &per, &proved);
	ck_assert_str_eq(a, "pattern: looks periodic over n = 0..29 (no proof): from n = 0 it repeats every 3: P N N\n"
	                    "P positions: n mod 3 = 0, over n = 0..29\n"
	                    "evidence: checked over n = 0..29 only; no periodicity theorem applies to this game\n");
	ck_assert_str_eq(b, "pattern: periodic from n = 0 with period 3: P N N\n"
	                    "P positions: n mod 3 = 0\n"
	                    "evidence: checked to n = 4, the bound of the periodicity theorem for subtraction games "
	                    "(largest move 2): it holds for every n\n");
	free(a);
	free(b);
	a = pattern_caption(&t, "n", &per, &none);
	b = pattern_caption(&t, "n", &per, &proved);
	ck_assert_str_eq(a, "looks periodic over n = 0..29 (no proof): repeats every 3 from n = 0");
	ck_assert_str_eq(b,
	                 "periodic from n = 0 with period 3 (proved: the periodicity theorem for subtraction games)");
	free(a);
	free(b);
}
END_TEST

int main(void)
{
	load_cases();
	Suite *s = suite_create("pattern");
	TCase *tc = tcase_create("pattern");
	tcase_add_loop_test(tc, pattern_case, 0, ncases);
	tcase_add_loop_test(tc, theorem_bound, 0, (int)(sizeof bounds / sizeof bounds[0]));
	tcase_add_test(tc, holds_on_longer_tables);
	tcase_add_test(tc, period_needs_proof);
	suite_add_tcase(s, tc);
	return test_run(s);
}
