/*
 * linediff: line differences. A table of cases, each diff written as its
 * lines with a mark (' ' kept, '-' removed, '+' added); and, over pseudo-random
 * texts of a few distinct lines, that the diff rebuilds both texts and has as
 * few edits as a longest common subsequence computed the slow way allows.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "linediff.h"
#include "testutil.h"
#include "util.h"

/* The diff of a and b as "<mark><line>\n" lines. For free(). */
static char *render(const char *a, const char *b, size_t max_edits, struct linediff *df)
{
	char *out = xstrdup("");
	linediff(a, strlen(a), b, strlen(b), max_edits, df);
	for (size_t i = 0; i < df->n; i++) {
		const struct linediff_line *l = &df->lines[i];
		char mark = l->op == LINEDIFF_SAME ? ' ' : l->op == LINEDIFF_DEL ? '-' : '+';
		char *more = xasprintf("%s%c%.*s\n", out, mark, (int)l->len, l->text);
		free(out);
		out = more;
	}
	return out;
}

static const struct {
	const char *a, *b, *diff;
	size_t edits;
} cases[] = {
	{ "", "", "", 0 },
	{ "x\ny\n", "x\ny\n", " x\n y\n", 0 },
	{ "", "one\ntwo", "+one\n+two\n", 2 },
	{ "one\ntwo\n", "", "-one\n-two\n", 2 },
	{ "a\nb\nc\n", "a\nB\nc\n", " a\n-b\n+B\n c\n", 2 },
	{ "a\nb\nc\n", "a\nc\n", " a\n-b\n c\n", 1 },
	{ "a\nc\n", "a\nb\nc\n", " a\n+b\n c\n", 1 },
	{ "head\na\n", "a\n", "-head\n a\n", 1 },
	{ "a\n", "a\ntail\n", " a\n+tail\n", 1 },
	/* A last line without its newline is the same line. */
	{ "a\nb", "a\nb\n", " a\n b\n", 0 },
	/* An empty line is a line. */
	{ "a\n\nb\n", "a\nb\n", " a\n-\n b\n", 1 },
	/* The longest common part is kept: here "b c" rather than "a". */
	{ "a\nb\nc\n", "b\nc\na\n", "-a\n b\n c\n+a\n", 2 },
};

START_TEST(cases_table)
{
	struct linediff df;
	char *got = render(cases[_i].a, cases[_i].b, 100, &df);
	ck_assert_msg(!strcmp(got, cases[_i].diff), "case %d: got\n%s", _i, got);
	ck_assert_uint_eq(df.edits, cases[_i].edits);
	ck_assert_int_eq(df.too_different, 0);
	free(got);
	linediff_free(&df);
}
END_TEST

/* Line numbers: each line's place in the text(s) it belongs to. */
START_TEST(line_numbers)
{
	struct linediff df;
	free(render("a\nb\nc\n", "a\nB\nc\nd\n", 100, &df));
	ck_assert_uint_eq(df.n, 5);
	size_t want[5][2] = { { 1, 1 }, { 2, 0 }, { 0, 2 }, { 3, 3 }, { 0, 4 } };
	for (size_t i = 0; i < df.n; i++) {
		ck_assert_uint_eq(df.lines[i].a_no, want[i][0]);
		ck_assert_uint_eq(df.lines[i].b_no, want[i][1]);
	}
	linediff_free(&df);
}
END_TEST

/* Past max_edits: everything removed, then everything added, and said so. */
START_TEST(too_different)
{
	struct linediff df;
	char *got = render("a\nb\nc\n", "x\nb\ny\n", 3, &df);
	ck_assert_str_eq(got, "-a\n-b\n-c\n+x\n+b\n+y\n");
	ck_assert_int_eq(df.too_different, 1);
	ck_assert_uint_eq(df.edits, 6);
	free(got);
	linediff_free(&df);
	got = render("a\nb\nc\n", "x\nb\ny\n", 4, &df);
	ck_assert_str_eq(got, "-a\n+x\n b\n-c\n+y\n");
	ck_assert_int_eq(df.too_different, 0);
	free(got);
	linediff_free(&df);
}
END_TEST

/* A text of n lines, each one of k letters, from the generator's state. */
static char *random_text(unsigned *seed, size_t n, int k)
{
	char *s = xmalloc(2 * n + 1);
	for (size_t i = 0; i < n; i++) {
		*seed = *seed * 1103515245u + 12345u;
		s[2 * i] = (char)('a' + (*seed >> 16) % (unsigned)k);
		s[2 * i + 1] = '\n';
	}
	s[2 * n] = '\0';
	return s;
}

/* The length of a longest common subsequence of the lines of a and b (one letter each), the slow way. */
static size_t lcs(const char *a, size_t n, const char *b, size_t m)
{
	size_t *t = xcalloc((n + 1) * (m + 1), sizeof *t);
	for (size_t i = 1; i <= n; i++)
		for (size_t j = 1; j <= m; j++) {
			size_t up = t[(i - 1) * (m + 1) + j], left = t[i * (m + 1) + j - 1];
			t[i * (m + 1) + j] = a[2 * (i - 1)] == b[2 * (j - 1)] ? t[(i - 1) * (m + 1) + j - 1] + 1
			                     : up > left                      ? up
			                                                      : left;
		}
	size_t r = t[n * (m + 1) + m];
	free(t);
	return r;
}

START_TEST(shortest_and_rebuilds)
{
	unsigned seed = 7;
	for (int round = 0; round < 300; round++) {
		size_t n = (size_t)(round % 17), m = (size_t)((round * 7) % 19);
		char *a = random_text(&seed, n, 2 + round % 4), *b = random_text(&seed, m, 2 + round % 3);
		struct linediff df;
		linediff(a, strlen(a), b, strlen(b), 1000, &df);
		char *ra = xstrdup(""), *rb = xstrdup("");
		for (size_t i = 0; i < df.n; i++) {
			const struct linediff_line *l = &df.lines[i];
			char **to[2] = { l->op != LINEDIFF_ADD ? &ra : NULL, l->op != LINEDIFF_DEL ? &rb : NULL };
			for (int w = 0; w < 2; w++)
				if (to[w]) {
					char *more = xasprintf("%s%.*s\n", *to[w], (int)l->len, l->text);
					free(*to[w]);
					*to[w] = more;
				}
		}
		ck_assert_msg(!strcmp(ra, a) && !strcmp(rb, b), "round %d does not rebuild its texts", round);
		ck_assert_uint_eq(df.edits, n + m - 2 * lcs(a, n, b, m));
		free(ra);
		free(rb);
		free(a);
		free(b);
		linediff_free(&df);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("linediff");
	TCase *tc = tcase_create("linediff");
	tcase_add_loop_test(tc, cases_table, 0, sizeof cases / sizeof *cases);
	tcase_add_test(tc, line_numbers);
	tcase_add_test(tc, too_different);
	tcase_add_test(tc, shortest_and_rebuilds);
	suite_add_tcase(s, tc);
	return test_run(s);
}
