/*
 * validate's and regen's core entry points, without the command line: the
 * steps reach the report callback in order, each with its faults; the result
 * tells a problem that does not load from a package that is broken; nothing
 * is printed on stdout (the command prints, the core never does); regen's
 * check of a problem whose data is up to date changes nothing.
 */
#define _GNU_SOURCE
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "problem/problem.h"
#include "run/judge.h"
#include "testutil.h"
#include "util.h"
#include "validate/testdata.h"
#include "validate/step.h"
#include "validate/pipeline.h"

/* What the report callback saw: the steps' names and faults, in order. */
struct seen {
	char names[512];
	char faults[4096];
	char stopped[128];
	int calls;
};

static void on_step(void *arg, const struct step *s)
{
	struct seen *w = arg;
	size_t n = strlen(w->names);
	snprintf(w->names + n, sizeof w->names - n, "%s%s", n ? "," : "", s->name);
	for (size_t i = 0; i < s->faults.n; i++) {
		n = strlen(w->faults);
		snprintf(w->faults + n, sizeof w->faults - n, "%s\n", s->faults.v[i]);
	}
	w->calls++;
}

static void on_stopped(void *arg, const char *why)
{
	struct seen *w = arg;
	snprintf(w->stopped, sizeof w->stopped, "%s", why);
}

static struct judge *judge(void)
{
	struct diag d;
	struct judge *j = judge_new(getenv("JUDGE_ROOT"), 2, &d);
	ck_assert_msg(j != NULL, "judge_new: %s", d.msg);
	return j;
}

/* Runs validate_package(dir) with stdout sent to a file; returns how many bytes reached it. */
static long package_quietly(struct judge *j, const char *dir, struct seen *w, struct validate_result *res)
{
	struct validate_opts opts = VALIDATE_OPTS_INIT;
	struct validate_report report = { on_step, on_stopped, w };
	char *out = test_scratch_path("stdout");
	int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600), saved = dup(1);
	ck_assert_int_ge(fd, 0);
	fflush(stdout);
	dup2(fd, 1);
	validate_package(j, dir, &opts, &report, res);
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	close(fd);
	long long size = file_size(out);
	free(out);
	return (long)size;
}

START_TEST(package_steps_in_order)
{
	struct judge *j = judge();
	struct seen w = { 0 };
	struct validate_result res;
	char *dir = xasprintf("%s/packages/nimwin", test_data_dir());
	ck_assert_int_eq(package_quietly(j, dir, &w, &res), 0);
	ck_assert_str_eq(w.names, "package,tools,inputs,time limit,submissions");
	ck_assert_str_eq(w.faults, "");
	ck_assert_uint_eq(res.faults, 0);
	ck_assert_int_eq(res.loaded, 1);
	ck_assert_int_eq(res.broken, 0);
	free(dir);
	judge_free(j);
}
END_TEST

/* A custom output validator adds the answers step; a wrong submission in accepted/ is the submissions step's fault. */
START_TEST(package_fault_in_its_step)
{
	struct judge *j = judge();
	struct seen w = { 0 };
	struct validate_result res;
	char *dir = test_scratch_path("pkg");
	char *cmd = xasprintf("cp -r '%s/packages/takeone' '%s' && cp '%s/submissions/wrong_answer/take_all.c' "
	                      "'%s/submissions/accepted/'",
	                      test_data_dir(), dir, dir, dir);
	ck_assert_int_eq(system(cmd), 0);
	ck_assert_int_eq(package_quietly(j, dir, &w, &res), 0);
	ck_assert_str_eq(w.names, "package,tools,inputs,answers,time limit,submissions");
	ck_assert_msg(strstr(w.faults, "submissions/accepted/take_all.c: ") == w.faults, "faults: %s", w.faults);
	ck_assert_uint_eq(res.faults, 1);
	ck_assert_int_eq(res.broken, 0);
	free(cmd);
	free(dir);
	judge_free(j);
}
END_TEST

/* A validator that does not compile: the package is broken, and nothing after the tools runs. */
START_TEST(package_broken_tools)
{
	struct judge *j = judge();
	struct seen w = { 0 };
	struct validate_result res;
	char *dir = test_scratch_path("pkg");
	char *cmd = xasprintf("cp -r '%s/packages/nimwin' '%s'", test_data_dir(), dir);
	ck_assert_int_eq(system(cmd), 0);
	test_write(dir, "input_validators/broken.c", "int main(void) { return 42 }\n");
	ck_assert_int_eq(package_quietly(j, dir, &w, &res), 0);
	ck_assert_str_eq(w.names, "package,tools");
	ck_assert_int_eq(res.loaded, 1);
	ck_assert_int_eq(res.broken, 1);
	ck_assert_str_eq(w.stopped, "");
	free(cmd);
	free(dir);
	judge_free(j);
}
END_TEST

START_TEST(package_that_does_not_load)
{
	struct judge *j = judge();
	struct seen w = { 0 };
	struct validate_result res;
	char *dir = test_scratch_path("empty");
	mkdir(dir, 0755);
	ck_assert_int_eq(package_quietly(j, dir, &w, &res), 0);
	ck_assert_str_eq(w.names, "package");
	ck_assert_uint_eq(res.faults, 1);
	ck_assert_int_eq(res.loaded, 0);
	free(dir);
	judge_free(j);
}
END_TEST

START_TEST(problem_that_does_not_load)
{
	struct judge *j = judge();
	struct seen w = { 0 };
	struct validate_result res;
	struct validate_opts opts = { .quick = 1 };
	struct validate_report report = { on_step, on_stopped, &w };
	validate_problem(j, "nosuchproblem", &opts, &report, &res);
	ck_assert_str_eq(w.names, "manifest");
	ck_assert_msg(strstr(w.faults, "nosuchproblem") != NULL, "faults: %s", w.faults);
	ck_assert_int_eq(res.loaded, 0);
	ck_assert_uint_eq(res.faults, 1);
	judge_free(j);
}
END_TEST

/* regen --check's core on a problem whose committed data is its generator's and reference's: nothing changes. */
START_TEST(regen_check_up_to_date)
{
	struct judge *j = judge();
	struct regen_opts opts = { .check = 1 };
	struct regen_result r;
	struct diag d;
	ck_assert_msg(regen_problem(j, "zeroruns", &opts, &r, &d) == 0, "regen: %s", d.msg);
	ck_assert_uint_gt(r.p->ntests, 0);
	ck_assert_uint_eq(r.count[REGEN_UNCHANGED], r.p->ntests);
	ck_assert_uint_eq(r.count[REGEN_FAILED], 0);
	ck_assert_uint_eq(r.stale.n, 0);
	ck_assert_ptr_null(r.seed_error);
	regen_result_free(&r);
	ck_assert_int_eq(regen_problem(j, "nosuchproblem", &opts, &r, &d), -1);
	ck_assert_int_eq(r.failure, REGEN_NO_PROBLEM);
	judge_free(j);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("validate");
	TCase *tc = tcase_create("validate");
	tcase_set_timeout(tc, 240);
	tcase_add_test(tc, package_steps_in_order);
	tcase_add_test(tc, package_fault_in_its_step);
	tcase_add_test(tc, package_broken_tools);
	tcase_add_test(tc, package_that_does_not_load);
	tcase_add_test(tc, problem_that_does_not_load);
	tcase_add_test(tc, regen_check_up_to_date);
	suite_add_tcase(s, tc);
	return test_run(s);
}
