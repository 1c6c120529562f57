/*
 * serve-worker: the judging worker of `judge serve`, on a real store and the
 * real sandbox. Accepted and wrong submissions get their verdicts, a contest
 * stops at the first rejected test (all tests with training.all_tests), every
 * run is stored with its sample flag and the checker's words; what the worker
 * cannot judge is JE or CE with the reason, never a crash; a judge failure
 * after the first rejected test does not replace its verdict; an unfinished
 * judgement is judged again when the worker starts; a wake-up through a pipe
 * starts judging at once.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "contest/contest-package.h"
#include "store/store.h"
#include "live/worker.h"
#include "store/store.h"
#include "testutil.h"
#include "util.h"

static const char *root;
static struct contest *contest;
static char *dir;

static char last_path[4096]; /* the path of the last fresh store */

static struct store *fresh_store(void)
{
	static int n;
	snprintf(last_path, sizeof last_path, "%s/worker-%d.db", dir, ++n);
	struct diag d;
	struct store *s = store_open(last_path, 0, &d);
	ck_assert_msg(s != NULL, "%s", d.msg);
	return s;
}

/* Adds text as team t1's submission to problem, in one file called name. */
static long long submit_text(struct store *s, const char *problem, const char *text, size_t len, const char *name,
                             const char *lang)
{
	struct diag d;
	struct store_file f = { .data = (unsigned char *)text, .len = len };
	snprintf(f.name, sizeof f.name, "%s", name);
	struct store_submission sub = { .team_id = "t1", .files = &f, .nfiles = 1 };
	snprintf(sub.problem_id, sizeof sub.problem_id, "%s", problem);
	snprintf(sub.language, sizeof sub.language, "%s", lang);
	long long id = store_submission_add(s, &sub, &d);
	ck_assert_msg(id > 0, "%s", d.msg);
	return id;
}

/* Adds the file at rel (under the repository) as team t1's submission to problem. */
static long long submit(struct store *s, const char *problem, const char *rel, const char *name, const char *lang)
{
	char *path = xasprintf("%s/%s", root, rel), *text;
	size_t len;
	struct diag d;
	ck_assert_msg(read_file(path, &text, &len, &d) == 0, "%s", d.msg);
	long long id = submit_text(s, problem, text, len, name, lang);
	free(text);
	free(path);
	return id;
}

static long run_until_idle(struct store *s, const struct contest *c)
{
	struct serve_worker_opts o = { .wake_fd = -1, .jobs = 2, .until_idle = 1 };
	struct diag d;
	long n = serve_worker_run(s, c, root, &o, &d);
	ck_assert_msg(n >= 0, "worker: %s", d.msg);
	return n;
}

static struct store_judgement current(struct store *s, long long id)
{
	struct store_judgement j;
	struct diag d;
	ck_assert_int_eq(store_judgement_current(s, id, &j, &d), 1);
	ck_assert_msg(j.ended_ms > 0, "submission %lld: not finished", id);
	return j;
}

START_TEST(verdicts_and_runs)
{
	struct store *s = fresh_store();
	long long ac = submit(s, "nimmove", "problems/nimmove/submissions/accepted/largest-take.c", "a.c", "c");
	long long wa = submit(s, "nimmove", "problems/nimmove/submissions/wrong_answer/add-stones.c", "main.c", "c");
	ck_assert_int_eq(run_until_idle(s, contest), 2);
	struct diag d;
	struct store_judgement j = current(s, ac);
	ck_assert_str_eq(j.verdict, "AC");
	ck_assert_str_eq(j.claimed_by, "worker");
	struct store_run *runs;
	size_t n;
	ck_assert_int_eq(store_runs_list(s, j.id, &runs, &n, &d), 0);
	ck_assert_uint_gt(n, 10); /* every test of nimmove */
	ck_assert_str_eq(runs[0].test, "sample");
	ck_assert_int_eq(runs[0].sample, 1);
	ck_assert_int_eq(runs[1].sample, 0);
	for (size_t i = 0; i < n; i++) {
		ck_assert_str_eq(runs[i].verdict, "AC");
		ck_assert_int_eq(runs[i].ordinal, (int)i + 1);
	}
	store_runs_free(runs, n);
	store_judgement_free(&j);

	/* A contest stops at the first rejected test: the runs are AC up to one WA, the last. */
	j = current(s, wa);
	ck_assert_str_eq(j.verdict, "WA");
	ck_assert_int_eq(store_runs_list(s, j.id, &runs, &n, &d), 0);
	ck_assert_uint_ge(n, 1);
	for (size_t i = 0; i + 1 < n; i++)
		ck_assert_str_eq(runs[i].verdict, "AC");
	ck_assert_str_eq(runs[n - 1].verdict, "WA");
	ck_assert_int_eq(runs[n - 1].ordinal, (int)n);
	ck_assert_ptr_nonnull(runs[n - 1].message); /* the checker's words: what feedback shows */
	size_t stopped_at = n;
	store_runs_free(runs, n);
	store_judgement_free(&j);

	/* With training.all_tests, every test runs. */
	contest->all_tests = 1;
	ck_assert_int_eq(store_rejudge(s, wa, NULL, &d), 1);
	ck_assert_int_eq(run_until_idle(s, contest), 1);
	contest->all_tests = 0;
	j = current(s, wa);
	/* A JE says why in its log: shown, so a failure here says what the judge met. */
	ck_assert_msg(!strcmp(j.verdict, "WA"), "verdict %s: %s", j.verdict, j.compile_log ? j.compile_log : "");
	ck_assert_int_eq(store_runs_list(s, j.id, &runs, &n, &d), 0);
	ck_assert_uint_gt(n, stopped_at);
	store_runs_free(runs, n);
	store_judgement_free(&j);
	store_close(s);
}
END_TEST

START_TEST(what_cannot_be_judged)
{
	struct store *s = fresh_store();
	const char *src = "problems/nimmove/submissions/accepted/largest-take.c";
	long long ce = submit(s, "nimmove", "judge/tests/data/contest/contest.yaml", "bad.c", "c");
	long long notin = submit(s, "wythoffmove", src, "a.c", "c");
	long long lang = submit(s, "nimmove", src, "a.c", "cobol");
	long long name = submit(s, "nimmove", src, "../a.c", "c");
	long long ext = submit(s, "nimmove", src, "a.unknown", "");
	ck_assert_int_eq(run_until_idle(s, contest), 5);
	struct store_judgement j = current(s, ce);
	ck_assert_str_eq(j.verdict, "CE");
	ck_assert_ptr_nonnull(j.compile_log);
	store_judgement_free(&j);
	j = current(s, notin);
	ck_assert_str_eq(j.verdict, "JE");
	ck_assert_str_eq(j.compile_log, "judge error: problem 'wythoffmove' is not in the contest");
	store_judgement_free(&j);
	j = current(s, lang);
	ck_assert_str_eq(j.verdict, "CE");
	ck_assert_str_eq(j.compile_log, "unknown language 'cobol'");
	store_judgement_free(&j);
	j = current(s, name);
	ck_assert_str_eq(j.verdict, "JE");
	char *want = xasprintf("judge error: submission %lld: refused file name '../a.c'", name);
	ck_assert_str_eq(j.compile_log, want);
	free(want);
	store_judgement_free(&j);
	j = current(s, ext);
	ck_assert_str_eq(j.verdict, "CE");
	ck_assert_msg(strstr(j.compile_log, "unknown language") != NULL, "%s", j.compile_log);
	store_judgement_free(&j);
	store_close(s);
}
END_TEST

/* A broken problem: every submission of it is JE with the manifest's error, the second as the first. */
START_TEST(broken_problem)
{
	char *other = xasprintf("%s/broken-root", dir);
	char *cmd = xasprintf("mkdir -p %s/problems/nimmove %s/judge && cp %s/judge/languages.yaml %s/judge/ && "
	                      "printf 'id: nimmove\\nlimits: [\\n' >%s/problems/nimmove/problem.yaml",
	                      other, other, root, other, other);
	ck_assert_int_eq(system(cmd), 0);
	struct store *s = fresh_store();
	long long a = submit(s, "nimmove", "problems/nimmove/submissions/accepted/largest-take.c", "a.c", "c");
	long long b = submit(s, "nimmove", "problems/nimmove/submissions/accepted/largest-take.c", "b.c", "c");
	struct serve_worker_opts o = { .wake_fd = -1, .jobs = 1, .until_idle = 1 };
	struct diag d;
	ck_assert_int_eq(serve_worker_run(s, contest, other, &o, &d), 2);
	struct store_judgement ja = current(s, a), jb = current(s, b);
	ck_assert_str_eq(ja.verdict, "JE");
	ck_assert_str_eq(jb.verdict, "JE");
	ck_assert_msg(strstr(ja.compile_log, "problem.yaml") != NULL, "%s", ja.compile_log);
	ck_assert_str_eq(jb.compile_log, ja.compile_log);
	store_judgement_free(&ja);
	store_judgement_free(&jb);
	store_close(s);
	free(cmd);
	free(other);
}
END_TEST

/*
 * A scratch root whose problem nimmove has two tests, one and two, and
 * checkers/behave.c as its checker, which crashes on the output "segv".
 * Returns the root; the caller frees it.
 */
static char *crashing_checker_root(void)
{
	char *other = xasprintf("%s/judge-failure-root", dir);
	char *cmd =
	        xasprintf("set -e; r=%s; mkdir -p $r/judge $r/problems/nimmove $r/solvers $r/testdata/nimmove; "
	                  "cp %s/judge/languages.yaml $r/judge/; cp %s/judge/tests/checkers/behave.c "
	                  "$r/problems/nimmove/check.c; "
	                  "printf '1\\n' >$r/testdata/nimmove/one.in; printf '2\\n' >$r/testdata/nimmove/two.in; "
	                  "printf 'ok\\n' >$r/testdata/nimmove/one.ans; printf 'ok\\n' >$r/testdata/nimmove/two.ans; "
	                  "printf 'int main(void) { return 0; }\\n' >$r/solvers/ff.c; "
	                  "printf 'id: nimmove\\ntitle: A checker that crashes\\nlimits: {time: 1, memory: 64}\\n"
	                  "solver: solvers/ff.c\\nchecker: {type: custom, program: problems/nimmove/check.c, "
	                  "convention: testlib}\\n"
	                  "validator: solvers/ff.c\\ntests:\\n  - {name: one}\\n  - {name: two}\\n' "
	                  ">$r/problems/nimmove/problem.yaml",
	                  other, root, root);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
	return other;
}

/* A C program that prints first on test one (after half a second: two starts beside it), then on two. */
static char *two_outputs(const char *first, const char *then)
{
	return xasprintf("#define _DEFAULT_SOURCE\n#include <stdio.h>\n#include <unistd.h>\n"
	                 "int main(void) { int n = 0; if (scanf(\"%%d\", &n) != 1) return 1;\n"
	                 "if (n == 1) usleep(500000);\nputs(n == 1 ? \"%s\" : \"%s\"); return 0; }\n",
	                 first, then);
}

/*
 * A checker that crashes on two, after a WA on one: the judgement is WA, as
 * with `judge submit`, whether the contest stops at the first rejected test
 * (two not counted, whether or not it ran beside one) or runs them all (two
 * JE); the judge failure is in the log for the jury. The crash on one, then
 * WA: JE.
 */
START_TEST(judge_failure_after_the_verdict)
{
	char *other = crashing_checker_root();
	char *wa_src = two_outputs("exit 1", "segv"), *je_src = two_outputs("segv", "exit 1");
	const char *crash = "the checker was killed by SIGSEGV (segmentation fault)";
	struct store *s = fresh_store();
	long long wa = submit_text(s, "nimmove", wa_src, strlen(wa_src), "a.c", "c");
	long long je = submit_text(s, "nimmove", je_src, strlen(je_src), "b.c", "c");
	struct serve_worker_opts o = { .wake_fd = -1, .jobs = 2, .until_idle = 1 };
	struct diag d;
	ck_assert_int_eq(serve_worker_run(s, contest, other, &o, &d), 2);
	struct store_judgement j = current(s, wa);
	ck_assert_msg(!strcmp(j.verdict, "WA"), "verdict %s: %s", j.verdict, j.compile_log ? j.compile_log : "");
	struct store_run *runs;
	size_t n;
	ck_assert_int_eq(store_runs_list(s, j.id, &runs, &n, &d), 0);
	ck_assert_uint_eq(n, 1); /* two, if it ran beside one, is not counted */
	ck_assert_str_eq(runs[0].verdict, "WA");
	store_runs_free(runs, n);
	char *later = xasprintf("judge error on two, after the test that decided the verdict: %s", crash);
	/* Whether two started before one failed is the machine's timing; when it did, the log says so. */
	if (j.compile_log)
		ck_assert_str_eq(j.compile_log, later);
	store_judgement_free(&j);
	j = current(s, je);
	ck_assert_str_eq(j.verdict, "JE");
	char *why = xasprintf("judge error: %s", crash);
	ck_assert_str_eq(j.compile_log, why);
	store_judgement_free(&j);

	/* Every test run (training.all_tests): two is JE, the verdict WA, the failure in the log. */
	contest->all_tests = 1;
	ck_assert_int_eq(store_rejudge(s, wa, NULL, &d), 1);
	ck_assert_int_eq(serve_worker_run(s, contest, other, &o, &d), 1);
	contest->all_tests = 0;
	j = current(s, wa);
	ck_assert_msg(!strcmp(j.verdict, "WA"), "verdict %s: %s", j.verdict, j.compile_log ? j.compile_log : "");
	ck_assert_ptr_nonnull(j.compile_log);
	ck_assert_str_eq(j.compile_log, later);
	ck_assert_int_eq(store_runs_list(s, j.id, &runs, &n, &d), 0);
	ck_assert_uint_eq(n, 2);
	ck_assert_str_eq(runs[0].verdict, "WA");
	ck_assert_str_eq(runs[1].verdict, "JE");
	store_runs_free(runs, n);
	store_judgement_free(&j);
	store_close(s);
	free(why);
	free(later);
	free(wa_src);
	free(je_src);
	free(other);
}
END_TEST

/* A judgement claimed by a worker that died is judged again when the worker starts. */
START_TEST(unfinished_judged_again)
{
	struct store *s = fresh_store();
	long long id = submit(s, "nimmove", "problems/nimmove/submissions/accepted/largest-take.c", "a.c", "c");
	struct store_submission sub;
	struct store_judgement dead;
	struct diag d;
	ck_assert_int_eq(store_claim(s, "worker", &sub, &dead, &d), 1);
	store_submission_free(&sub);
	ck_assert_int_eq(run_until_idle(s, contest), 1);
	struct store_judgement j = current(s, id);
	ck_assert_str_eq(j.verdict, "AC");
	ck_assert_int_ne(j.id, dead.id);
	store_judgement_free(&j);
	store_judgement_free(&dead);
	store_close(s);
}
END_TEST

/* Idle, the worker sleeps on the pipe; a byte on it starts the judging well before the poll would. */
START_TEST(woken_by_a_pipe)
{
	struct store *s = fresh_store();
	int fds[2];
	ck_assert_int_eq(pipe(fds), 0);
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		close(fds[1]);
		struct diag d;
		struct store *c = store_open(last_path, 0, &d);
		struct serve_worker_opts o = { .wake_fd = fds[0], .poll_ms = 60000, .max_judged = 1 };
		_exit(c && serve_worker_run(c, contest, root, &o, &d) == 1 ? 0 : 1);
	}
	close(fds[0]);
	struct timespec pause = { 0, 300 * 1000000L }; /* the worker is asleep by now */
	nanosleep(&pause, NULL);
	long long id = submit(s, "nimmove", "problems/nimmove/submissions/accepted/largest-take.c", "a.c", "c");
	ck_assert_int_eq(write(fds[1], "x", 1), 1);
	int status;
	time_t t0 = time(NULL);
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "worker: %d", status);
	ck_assert_int_lt(time(NULL) - t0, 30); /* not the 60 s poll */
	struct store_judgement j = current(s, id);
	ck_assert_str_eq(j.verdict, "AC");
	store_judgement_free(&j);
	close(fds[1]);
	store_close(s);
}
END_TEST

int main(void)
{
	root = getenv("JUDGE_ROOT");
	if (!root || geteuid() != 0) {
		fprintf(stderr, "serve-worker: skipped: the sandbox needs root and JUDGE_ROOT\n");
		return 77;
	}
	dir = test_scratch();
	struct diag d;
	char *pkg = xasprintf("%s/contest", test_data_dir());
	contest = contest_load(pkg, root, &d);
	free(pkg);
	if (!contest) {
		fprintf(stderr, "%s\n", d.msg);
		return 1;
	}
	Suite *s = suite_create("serve-worker");
	TCase *tc = tcase_create("worker");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, verdicts_and_runs);
	tcase_add_test(tc, what_cannot_be_judged);
	tcase_add_test(tc, broken_problem);
	tcase_add_test(tc, judge_failure_after_the_verdict);
	tcase_add_test(tc, unfinished_judged_again);
	tcase_add_test(tc, woken_by_a_pipe);
	suite_add_tcase(s, tc);
	int rc = test_run(s);
	contest_free(contest);
	return rc;
}
