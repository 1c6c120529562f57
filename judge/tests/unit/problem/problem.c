/*
 * Manifest errors: every case in data/manifest-errors.txt is installed as a
 * problem's manifest and must give exactly the expected message (or load).
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "problem/problem.h"
#include "testutil.h"
#include "util.h"

struct mcase {
	char *name, *yaml, *expect;
};

static struct mcase *cases;
static int ncases;
static char *repo;

static void load_cases(void)
{
	char *text = test_read_data("manifest-errors.txt");
	struct mcase *c = NULL;
	int in_expect = 0;
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (!strncmp(line, "== ", 3)) {
			cases = xrealloc(cases, (size_t)(ncases + 1) * sizeof *cases);
			c = &cases[ncases++];
			c->name = xstrdup(line + 3);
			c->yaml = xstrdup("");
			in_expect = 0;
		} else if (!c || line[0] == '#') {
			continue;
		} else if (!strcmp(line, "-- expect")) {
			in_expect = 1;
		} else if (in_expect) {
			c->expect = xstrdup(line);
		} else {
			char *y = xasprintf("%s%s\n", c->yaml, line);
			free(c->yaml);
			c->yaml = y;
		}
	}
	free(text);
}

START_TEST(manifest_case)
{
	struct mcase *c = &cases[_i];
	struct diag d;
	test_write(repo, "problems/x/problem.yaml", c->yaml);
	struct problem *p = problem_load(repo, "x", 0, &d);
	if (!strcmp(c->expect, "ok")) {
		ck_assert_msg(p != NULL, "%s: expected to load, got: %s", c->name, d.msg);
		ck_assert_str_eq(p->id, "x");
		ck_assert_int_eq(p->limits.time_ms, 1000);
		ck_assert_int_eq(p->limits.wall_ms, 3000);
		ck_assert_int_eq(p->limits.memory_kb, 32 * 1024);
		ck_assert_int_eq(p->limits.output_kb, 16 * 1024);
		problem_free(p);
	} else {
		ck_assert_msg(p == NULL, "%s: expected an error, but it loaded", c->name);
		ck_assert_msg(!strcmp(d.msg, c->expect), "%s:\n  expected: %s\n  got:      %s", c->name, c->expect,
		              d.msg);
	}
}
END_TEST

START_TEST(ranges_expand)
{
	struct diag d;
	test_write(repo, "problems/x/problem.yaml",
	           "id: x\ntitle: X\nlimits: {time: 0.5, memory: 16, wall: 2, output: 1}\nsolver: solvers/x.c\n"
	           "checker: {type: float, abs: 1e-9, rel: 0}\nvalidator: problems/x/validate.c\n"
	           "generator: problems/x/gen.c\ntests:\n  - {name: sample, brute: true}\n"
	           "  - {name: \"r-{3..5}\", gen: \"--n 7 --seed {i}\"}\n");
	struct problem *p = problem_load(repo, "x", 0, &d);
	ck_assert_msg(p != NULL, "%s", d.msg);
	ck_assert_int_eq(p->ntests, 4);
	ck_assert_str_eq(p->tests[0].name, "sample");
	ck_assert_int_eq(p->tests[0].brute, 1);
	ck_assert_ptr_null(p->tests[0].gen_args);
	ck_assert_str_eq(p->tests[1].name, "r-3");
	ck_assert_str_eq(p->tests[3].name, "r-5");
	ck_assert_str_eq(p->tests[3].gen_args, "--n 7 --seed 5");
	ck_assert_str_eq(p->tests[3].rel_answer, "testdata/x/r-5.ans");
	ck_assert_int_eq(p->limits.time_ms, 500);
	ck_assert_int_eq(p->limits.wall_ms, 2000);
	ck_assert_int_eq(p->limits.output_kb, 1024);
	ck_assert_int_eq(p->checker.kind, CHECKER_FLOAT);
	ck_assert(p->checker.abs_tol == 1e-9 && p->checker.rel_tol == 0);
	problem_free(p);
}
END_TEST

START_TEST(need_data_names_the_missing_answer)
{
	struct diag d;
	test_write(repo, "problems/x/problem.yaml",
	           "id: x\ntitle: X\nlimits: {time: 1, memory: 32}\nsolver: solvers/x.c\nchecker: lines\n"
	           "validator: problems/x/validate.c\ntests:\n  - {name: sample}\n");
	ck_assert_ptr_null(problem_load(repo, "x", PROBLEM_NEED_DATA, &d));
	ck_assert_str_eq(d.msg, "problems/x/problem.yaml:8:5: tests: test 'sample': missing file "
	                        "'testdata/x/sample.ans' (run 'judge regen')");
}
END_TEST

/* What judge import writes: where it came from, Kattis' default validator's semantics, no validator. */
START_TEST(imported_problem_loads)
{
	struct diag d;
	test_write(repo, "problems/x/problem.yaml",
	           "id: x\ntitle: X\nimported: {from: nim-win, format: kattis-2023-07}\nlimits: {time: 1, memory: 32}\n"
	           "solver: solvers/x.c\nchecker: {type: tokens, fold_case: true, space_sensitive: true}\n"
	           "tests:\n  - {name: sample}\n");
	struct problem *p = problem_load(repo, "x", 0, &d);
	ck_assert_msg(p != NULL, "%s", d.msg);
	ck_assert_str_eq(p->imported_from, "nim-win");
	ck_assert_str_eq(p->imported_format, "kattis-2023-07");
	ck_assert_ptr_null(p->validator);
	ck_assert_int_eq(p->checker.kind, CHECKER_TOKENS);
	ck_assert_int_eq(p->checker.fold_case, 1);
	ck_assert_int_eq(p->checker.space_sensitive, 1);
	problem_free(p);
}
END_TEST

START_TEST(unknown_problem)
{
	struct diag d;
	ck_assert_ptr_null(problem_load(repo, "nope", 0, &d));
	ck_assert_str_eq(d.msg, "no such problem 'nope' (no file 'problems/nope/problem.yaml')");
	ck_assert_ptr_null(problem_load(repo, "../x", 0, &d));
	ck_assert_str_eq(d.msg, "invalid problem id '../x'");
}
END_TEST

int main(void)
{
	load_cases();
	repo = test_scratch();
	test_write(repo, "solvers/x.c", "int main(void){return 0;}\n");
	test_write(repo, "problems/x/validate.c", "int main(void){return 0;}\n");
	test_write(repo, "problems/x/gen.c", "int main(void){return 0;}\n");
	test_write(repo, "testdata/x/sample.in", "1\n");

	Suite *s = suite_create("manifest");
	TCase *tc = tcase_create("errors");
	tcase_add_loop_test(tc, manifest_case, 0, ncases);
	tcase_add_test(tc, ranges_expand);
	tcase_add_test(tc, need_data_names_the_missing_answer);
	tcase_add_test(tc, unknown_problem);
	tcase_add_test(tc, imported_problem_loads);
	suite_add_tcase(s, tc);
	int failed = test_run(s);
	return failed;
}
