/*
 * judge validate: the problem setter's proof that a problem (or a Kattis
 * package, judged in place) is sound. The proof is the core's
 * (validate/pipeline.h); this file shows it: the problem's name, each step as
 * it is done ("  ok    name  summary", its faults and details under it),
 * and the verdict line.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "report/report.h"
#include "run/verdict.h"
#include "validate/step.h"
#include "validate/pipeline.h"
#include "util.h"

/* Prints text escaped for the terminal, a log's later lines indented under its first. */
static void print_escaped(const char *text)
{
	char *e = report_log_escape(text);
	for (const char *line = e; *line;) {
		const char *nl = strchrnul(line, '\n');
		fprintf(stdout, "%s%.*s\n", line == e ? "" : "        ", (int)(nl - line), line);
		line = *nl ? nl + 1 : nl;
	}
	free(e);
}

/* Prints the step: its mark and summary, at most MAX_FAULTS_SHOWN faults, its details. */
static void print_step(void *arg, const struct step *s)
{
	int color = *(const int *)arg;
	const char *mark = s->faults.n ? "FAIL" : "ok";
	char *summary = report_text_escape(s->summary);
	fprintf(stdout, "  %s%-4s%s  %-12s %s\n", color ? (s->faults.n ? "\033[31m" : "\033[32m") : "", mark,
	        color ? "\033[0m" : "", s->name, summary);
	free(summary);
	for (size_t i = 0; i < s->faults.n && i < MAX_FAULTS_SHOWN; i++) {
		fputs("        ", stdout);
		print_escaped(s->faults.v[i]);
	}
	if (s->faults.n > MAX_FAULTS_SHOWN)
		fprintf(stdout, "        ... and %zu more\n", s->faults.n - MAX_FAULTS_SHOWN);
	for (size_t i = 0; i < s->details.n; i++) {
		int v = s->detail_verdict ? s->detail_verdict[i] : -1;
		fputs("        ", stdout);
		if (v >= 0)
			fprintf(stdout, "%s%-3s%s ", report_verdict_color((enum verdict)v, color),
			        verdict_code((enum verdict)v), color ? "\033[0m" : "");
		report_put_text(stdout, s->details.v[i]);
		fputc('\n', stdout);
	}
}

static void print_stopped(void *arg, const char *why)
{
	(void)arg;
	printf("  (stopped: %s)\n", why);
}

struct tally {
	const struct cli *cli;
	int color;
	size_t problems, bad;
};

/*
 * Whether the judge itself failed while validating one problem: a program
 * that could not compile in time twice (judge_slow_compile), a run that could
 * not be made (run_failed). Either is the judge's failure, not the problem's
 * fault: the validation proves nothing either way (exit 3). Both are cleared
 * for the next problem.
 */
static int judge_failed(struct judge *j)
{
	int slow = __atomic_exchange_n(&j->slow_compile, 0, __ATOMIC_RELAXED);
	int run = __atomic_exchange_n(&j->run_failed, 0, __ATOMIC_RELAXED);
	return slow || run;
}

/* The verdict line's word: the judge's failure before any fault it may have caused. */
static const char *verdict_word(int failed, const struct validate_result *res)
{
	return failed ? "the judge failed (above): not a proof either way" : res->faults ? "FAULTS FOUND" : "valid";
}

/*
 * A package: its folder (escaped: it is someone else's name) above and
 * beside the verdict. Exit 2 when it cannot be validated at all (it does not
 * load, or its own programs do not compile); 3 when the judge failed.
 */
static int validate_dir(struct judge *j, const char *dir, struct tally *t)
{
	struct validate_opts opts = { .quick = t->cli->quick };
	struct validate_report report = { print_step, print_stopped, &t->color };
	struct validate_result res;
	report_put_text(stdout, dir);
	putchar('\n');
	validate_package(j, dir, &opts, &report, &res);
	int failed = judge_failed(j);
	report_put_text(stdout, dir);
	printf(": %s\n", verdict_word(failed, &res));
	if (failed)
		return EXIT_JUDGE_FAILED;
	return !res.loaded || res.broken ? EXIT_USAGE : res.faults ? EXIT_REJECTED : EXIT_ACCEPTED;
}

/* One of ours: a manifest that does not load ends the report at its step. 3 when the judge failed. */
static int validate_id(struct judge *j, const char *id, struct tally *t)
{
	struct validate_opts opts = { .quick = t->cli->quick };
	struct validate_report report = { print_step, print_stopped, &t->color };
	struct validate_result res;
	printf("%s\n", id);
	validate_problem(j, id, &opts, &report, &res);
	int failed = judge_failed(j);
	if (res.loaded)
		printf("%s: %s\n", id, verdict_word(failed, &res));
	return failed ? EXIT_JUDGE_FAILED : res.faults ? EXIT_REJECTED : EXIT_ACCEPTED;
}

static int validate_one(struct judge *j, const char *id, void *arg)
{
	struct tally *t = arg;
	int rc = cli_is_package(t->cli, id) ? validate_dir(j, id, t) : validate_id(j, id, t);
	t->problems++;
	t->bad += rc != EXIT_ACCEPTED;
	return rc;
}

int cmd_validate(struct cli *cli)
{
	struct tally t = { .cli = cli, .color = report_color(stdout) };
	int rc = cli_for_each_problem(cli, validate_one, &t);
	if (t.problems > 1)
		printf("%zu of %zu problems valid\n", t.problems - t.bad, t.problems);
	return rc;
}
