/*
 * The built-in checkers, table-driven from data/checker-cases.txt: each row is
 * a checker, an output, an answer, the verdict and (optionally) the message.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/checker.h"
#include "testutil.h"
#include "util.h"

struct ccase {
	int line;
	char *checker, *out, *ans, *verdict, *message;
	size_t out_len, ans_len;
};

static struct ccase cases[128];
static int ncases;
static char *dir;

/* Splits at '|' outside quotes. */
static int split(char *line, char **f, int max)
{
	int n = 0, quoted = 0;
	f[n++] = line;
	for (char *p = line; *p; p++) {
		if (*p == '\\' && quoted && p[1]) {
			p++;
			continue;
		}
		if (*p == '"')
			quoted = !quoted;
		if (*p == '|' && !quoted && n < max) {
			*p = '\0';
			f[n++] = p + 1;
		}
	}
	for (int i = 0; i < n; i++)
		f[i] = test_trim(f[i]);
	return n;
}

static void load_cases(void)
{
	char *text = test_read_data("checker-cases.txt");
	int lineno = 0;
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		lineno++;
		if (line[0] == '#' || !*test_trim(line))
			continue;
		char *f[5];
		int n = split(line, f, 5);
		if (n < 4) {
			fprintf(stderr, "checker-cases.txt: bad row: %s\n", line);
			exit(2);
		}
		struct ccase *c = &cases[ncases++];
		c->line = lineno;
		c->checker = xstrdup(f[0]);
		c->out = test_unquote(f[1], &c->out_len);
		c->ans = test_unquote(f[2], &c->ans_len);
		c->verdict = xstrdup(f[3]);
		c->message = n > 4 ? xstrdup(f[4]) : NULL;
	}
	free(text);
}

static void put(const char *name, const char *data, size_t len)
{
	struct diag d;
	char *path = xasprintf("%s/%s", dir, name);
	ck_assert_msg(write_file_atomic(path, data, len, 0644, &d) == 0, "%s", d.msg);
	free(path);
}

START_TEST(checker_case)
{
	struct ccase *c = &cases[_i];
	struct checker_spec spec = { .abs_tol = 1e-6, .rel_tol = 1e-6 };
	if (!strcmp(c->checker, "exact"))
		spec.kind = CHECKER_EXACT;
	else if (!strcmp(c->checker, "lines"))
		spec.kind = CHECKER_LINES;
	else if (!strcmp(c->checker, "tokens"))
		spec.kind = CHECKER_TOKENS;
	else if (!strcmp(c->checker, "float"))
		spec.kind = CHECKER_FLOAT;
	else if (!strcmp(c->checker, "kattis")) /* Kattis' default output validator, no flags */
		spec.kind = CHECKER_TOKENS, spec.fold_case = 1;
	else if (!strcmp(c->checker, "kattis-space")) /* ... with space_change_sensitive */
		spec.kind = CHECKER_TOKENS, spec.fold_case = 1, spec.space_sensitive = 1;
	else
		ck_abort_msg("row %d: unknown checker %s", c->line, c->checker);
	put("out", c->out, c->out_len);
	put("ans", c->ans, c->ans_len);
	char *out = xasprintf("%s/out", dir), *ans = xasprintf("%s/ans", dir);
	struct check_result r;
	struct diag d;
	ck_assert_int_eq(checker_compare(&spec, out, ans, &r, &d), 0);
	ck_assert_msg(!strcmp(verdict_code(r.verdict), c->verdict), "row %d: expected %s, got %s (%s)", c->line,
	              c->verdict, verdict_code(r.verdict), r.message);
	if (c->message)
		ck_assert_msg(!strcmp(r.message, c->message), "row %d:\n  expected message: %s\n  got:              %s",
		              c->line, c->message, r.message);
	free(out);
	free(ans);
}
END_TEST

/* Large inputs stream: a 20 MB output one byte off at the very end. */
START_TEST(long_line_difference_at_the_end)
{
	size_t n = 20u << 20;
	char *a = xmalloc(n + 1), *b = xmalloc(n + 1);
	for (size_t i = 0; i < n; i++)
		a[i] = b[i] = i % 2 ? ' ' : '7';
	a[n - 2] = '7';
	b[n - 2] = '8';
	a[n - 1] = b[n - 1] = '\n';
	put("out", a, n);
	put("ans", b, n);
	char *out = xasprintf("%s/out", dir), *ans = xasprintf("%s/ans", dir);
	struct checker_spec spec = { .kind = CHECKER_LINES };
	struct check_result r;
	struct diag d;
	ck_assert_int_eq(checker_compare(&spec, out, ans, &r, &d), 0);
	ck_assert_int_eq(r.verdict, V_WA);
	ck_assert_str_eq(r.message,
	                 "line 1: expected '7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 ...', "
	                 "got '7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 ...'");
	free(a);
	free(b);
	free(out);
	free(ans);
}
END_TEST

START_TEST(missing_file_is_a_judge_error)
{
	struct checker_spec spec = { .kind = CHECKER_LINES };
	struct check_result r;
	struct diag d;
	char *ans = xasprintf("%s/nothing-here", dir);
	ck_assert_int_eq(checker_compare(&spec, ans, ans, &r, &d), -1);
	ck_assert_msg(strstr(d.msg, "cannot open") != NULL, "%s", d.msg);
	free(ans);
}
END_TEST

/* testlib's quitp() words: "points " and the number first; anything else is no points. */
START_TEST(testlib_points_read)
{
	double p = -1;
	ck_assert_int_eq(checker_points("points 7.5 the sum is 30", &p), 0);
	ck_assert(p == 7.5);
	ck_assert_int_eq(checker_points("points 10", &p), 0);
	ck_assert(p == 10);
	ck_assert_int_eq(checker_points("3.25 written to the result file", &p), 0);
	ck_assert(p == 3.25);
	static const char *const bad[] = { "points",         "points many", "points 7.5x", "points -1",
		                           "points 1000001", "points nan",  "points inf",  "" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(checker_points(bad[i], &p) == -1, "'%s' read as %g points", bad[i], p);
}
END_TEST

int main(void)
{
	load_cases();
	dir = test_scratch();
	Suite *s = suite_create("checker");
	TCase *tc = tcase_create("decisions");
	tcase_add_loop_test(tc, checker_case, 0, ncases);
	tcase_add_test(tc, long_line_difference_at_the_end);
	tcase_add_test(tc, missing_file_is_a_judge_error);
	tcase_add_test(tc, testlib_points_read);
	suite_add_tcase(s, tc);
	int failed = test_run(s);
	return failed;
}
