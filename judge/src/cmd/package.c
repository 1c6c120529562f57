/*
 * Kattis problem packages judged in place (package.h): `judge submit DIR
 * FILE` and `judge validate DIR`. Nothing is written into the package; the
 * compiled programs and a derived time limit are kept in the cache.
 *
 * validate DIR, as problemtools' verifyproblem, in steps:
 *   package      problem.yaml and the test data load; what the judge skips is listed
 *   tools        the input validators and the output validator compile
 *   inputs       every input validator accepts every case (exit 42), with its group's flags
 *   answers      a custom output validator accepts each case's .ans as the output
 *   interaction  each .interaction sample replays against the interactive validator
 *   time limit   the package's own, or derived from the accepted submissions
 *   submissions  every example submission meets its folder's rule (and score)
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "run/checker.h"
#include "cmd/cmd.h"
#include "exitcode.h"
#include "problem/interaction.h"
#include "run/judge.h"
#include "package/judge.h"
#include "package/package.h"
#include "report/report.h"
#include "validate/step.h"
#include "util.h"

/* ---- submit ---- */

static void print_score(const struct package *pkg, const struct submission_result *r, json_t *o)
{
	enum verdict *v = xcalloc(r->ntests ? r->ntests : 1, sizeof *v);
	for (size_t i = 0; i < r->ntests; i++)
		v[i] = r->tests[i].verdict;
	double *groups = xcalloc(pkg->ngroups, sizeof *groups), max;
	double score = package_score(pkg, v, groups, &max);
	if (o) {
		json_t *g = json_array();
		for (size_t k = 0; k < pkg->ngroups; k++)
			if (pkg->groups[k].parent >= 0)
				json_array_append_new(g, json_pack("{s:s,s:f}", "group", pkg->groups[k].path, "score",
				                                   groups[k]));
		json_object_set_new(o, "score", json_real(score));
		json_object_set_new(o, "max_score", json_real(max));
		json_object_set_new(o, "groups", g);
	} else {
		for (size_t k = 0; k < pkg->ngroups; k++)
			if (pkg->groups[k].parent >= 0) {
				fputs("  group ", stdout);
				report_put_padded(stdout, pkg->groups[k].path, 24);
				printf(" %g\n", groups[k]);
			}
		printf("score: %g of %g\n", score, max);
	}
	free(groups);
	free(v);
}

int package_submit(struct cli *cli)
{
	struct diag d;
	struct package *pkg = package_load(cli->args[0], &d);
	if (!pkg) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < pkg->notes.n; i++)
		cli_error("note: %s", pkg->notes.v[i]);
	struct judge *j = judge_new(cli->root, cli->jobs, &d);
	if (!j) {
		cli_error("%s", d.msg);
		package_free(pkg);
		return EXIT_JUDGE_FAILED;
	}
	int rc = EXIT_USAGE;
	char how[512];
	const struct language *lang = NULL;
	if (cli->lang && !(lang = lang_by_name(j->langs, cli->lang))) {
		cli_error("--lang: unknown language '%s'", cli->lang);
		goto out;
	}
	if (package_time_limit(j, pkg, how, sizeof how, &d) < 0) {
		cli_error("%s", d.msg);
		goto out;
	}
	/* The package's own validator not compiling is the package's fault: said before any run. */
	char *checker = NULL;
	if (pkg->output_validator && judge_build_tool(j, pkg->output_validator->source, &checker, &d) < 0) {
		cli_error("%s: %s", pkg->output_validator->rel, d.msg);
		goto out;
	}
	free(checker);
	if (!cli->json)
		cli_error("time limit %s", how);
	j->progress = isatty(2);
	struct judge_opts opts = { .lang = lang, .first_fail = cli->first_fail && !pkg->scoring };
	struct submission_result r;
	if (judge_submission(j, pkg->problem, cli->args[1], &opts, &r, &d) < 0) {
		cli_error("%s", d.msg);
		goto out;
	}
	if (cli->json) {
		json_t *o = report_submission_json(&r);
		json_object_set_new(o, "time_limit", json_string(how));
		if (pkg->scoring)
			print_score(pkg, &r, o);
		report_print_json(stdout, o);
		json_decref(o);
	} else {
		report_submission_text(stdout, &r, report_color(stdout));
		if (pkg->scoring)
			print_score(pkg, &r, NULL);
	}
	if (r.verdict == V_JE)
		cli_error("%s", r.judge_error);
	rc = r.verdict == V_AC ? EXIT_ACCEPTED : r.verdict == V_JE ? EXIT_JUDGE_FAILED : EXIT_REJECTED;
	submission_result_free(&r);
out:
	judge_free(j);
	package_free(pkg);
	return rc;
}

/* ---- validate ---- */

struct pctx {
	struct judge *j;
	struct package *pkg;
	struct package_tool *validators;
	char *checker;
	struct step *step;
	long budget_ms;         /* the package's validators may run this long in all */
	atomic_long spent_ms;   /* ... and have run this long */
	atomic_int over;        /* the budget ran out: said once, the rest not run */
};

/*
 * A package's validators run at most PACKAGE_TOOL_BUDGET_MS of real time in
 * all (JUDGE_TOOL_BUDGET_MS to set another): a hostile validator at its 60 s
 * on each of thousands of cases must not keep validate busy for days. Past
 * it, the step fails with one fault and the cases left are not checked.
 */
#define PACKAGE_TOOL_BUDGET_MS (30L * 60 * 1000)

static long tool_budget_ms(void)
{
	long ms;
	const char *env = getenv("JUDGE_TOOL_BUDGET_MS");
	return env && parse_long(env, 1, LONG_MAX, &ms) == 0 ? ms : PACKAGE_TOOL_BUDGET_MS;
}

/* 1 when the budget is spent (the fault is recorded by the first to see it). */
static int over_budget(struct pctx *c, const char *what)
{
	if (atomic_load(&c->spent_ms) < c->budget_ms)
		return 0;
	if (!atomic_exchange(&c->over, 1))
		step_fault(c->step, "%s: stopped: the package's validators ran %ld s in all, its budget", what,
		           c->budget_ms / 1000);
	return 1;
}

static void check_input(void *arg, size_t i)
{
	struct pctx *c = arg;
	const struct problem *p = c->pkg->problem;
	const struct test *t = &p->tests[i];
	const struct package_group *g = &c->pkg->groups[c->pkg->test_group[i]];
	int good = 1;
	for (size_t k = 0; k < c->pkg->ninput_validators; k++) {
		struct run_outcome o;
		struct diag d;
		if (over_budget(c, "input validators"))
			return;
		int rc = package_tool_run(c->j, &c->validators[k], g->input_flags, t->input, &o, &d);
		atomic_fetch_add(&c->spent_ms, rc < 0 ? 0 : o.sr.wall_ms);
		if (rc < 0) {
			step_fault(c->step, "%s: judge failed: %s", t->rel_input, d.msg);
			good = 0;
		} else if (!o.sr.exited || o.sr.exit_code != 42) {
			char status[300];
			char *nl = strchr(o.stderr_head, '\n');
			if (nl)
				*nl = '\0';
			if (o.sr.exited)
				snprintf(status, sizeof status, "exit status %d", o.sr.exit_code);
			else
				snprintf(status, sizeof status, "%s %s", verdict_code(o.verdict), o.message);
			step_fault(c->step, "%s: rejected by %s (%s)%s%s", t->rel_input, c->pkg->input_validators[k].rel,
			           status, o.stderr_head[0] ? ": " : "", o.stderr_head);
			good = 0;
		}
	}
	if (good)
		step_good(c->step);
}

static void check_answer(void *arg, size_t i)
{
	struct pctx *c = arg;
	const struct problem *p = c->pkg->problem;
	const struct test *t = &p->tests[i];
	struct check_result cr;
	struct diag d;
	if (over_budget(c, "output validator"))
		return;
	long start = (long)monotonic_ms();
	int rc = judge_check(c->j, &p->checker, c->checker, t->input, t->answer, t->answer, &judge_checker_limits, &cr, &d);
	atomic_fetch_add(&c->spent_ms, (long)monotonic_ms() - start);
	if (rc < 0)
		step_fault(c->step, "%s: %s", t->rel_answer, d.msg);
	else if (cr.verdict != V_AC)
		step_fault(c->step, "%s: the output validator rejects the answer itself: %s", t->rel_answer, cr.message);
	else
		step_good(c->step);
}

static void check_interactions(struct pctx *c, struct step *s)
{
	const struct problem *p = c->pkg->problem;
	for (size_t i = 0; i < p->ntests; i++) {
		const struct test *t = &p->tests[i];
		char *path = xasprintf("%.*s.interaction", (int)strlen(t->input) - 3, t->input);
		char *rel = xasprintf("%.*s.interaction", (int)strlen(t->rel_input) - 3, t->rel_input);
		if (path_exists(path)) {
			s->total++;
			step_replay(s, c->j, &p->checker, c->checker, t->input, path, rel);
		}
		free(path);
		free(rel);
	}
	snprintf(s->summary, sizeof s->summary, "%zu/%zu sample interactions replayed", s->good, s->total);
}

static void check_submissions(struct pctx *c, struct step *s)
{
	struct package *pkg = c->pkg;
	size_t accepted = 0;
	for (size_t i = 0; i < pkg->nsubs; i++) {
		const struct package_submission *sub = &pkg->subs[i];
		char why[300];
		if (package_submission_skipped(c->j, sub, why, sizeof why)) {
			step_detail(s, -1, "--  %s  (skipped: %s)", sub->rel, why);
			continue;
		}
		s->total++;
		accepted += !strcmp(sub->folder, "accepted");
		struct judge_opts opts = { .first_fail = !pkg->scoring && strcmp(sub->folder, "accepted") &&
		                                         strcmp(sub->folder, "partially_accepted") };
		struct submission_result r;
		struct diag d;
		if (judge_submission(c->j, pkg->problem, sub->path, &opts, &r, &d) < 0) {
			step_fault(s, "%s: %s", sub->rel, d.msg);
			continue;
		}
		enum verdict *v = xcalloc(r.ntests ? r.ntests : 1, sizeof *v);
		int stopped = 0;
		for (size_t k = 0; k < r.ntests; k++) {
			/* Judging stops at the first rejection (on_reject: break); a later test that ran beside it does not count. */
			v[k] = stopped ? V_SKIPPED : r.tests[k].verdict;
			stopped |= opts.first_fail && v[k] != V_AC && v[k] != V_SKIPPED;
		}
		char reason[300] = "", scored[80] = "";
		int ok = r.verdict != V_CE && r.verdict != V_JE;
		if (!ok)
			snprintf(reason, sizeof reason, "%s%s%s", verdict_code(r.verdict), r.judge_error ? ": " : "",
			         r.judge_error ? r.judge_error : "");
		else
			ok = package_submission_ok(sub, v, r.ntests, reason, sizeof reason);
		if (ok && pkg->scoring) {
			double *groups = xcalloc(pkg->ngroups, sizeof *groups), max;
			double score = package_score(pkg, v, groups, &max);
			snprintf(scored, sizeof scored, ", score %g of %g", score, max);
			if (!strcmp(sub->folder, "accepted") && score != max)
				ok = 0, snprintf(reason, sizeof reason, "score %g, not the maximum %g", score, max);
			if (!strcmp(sub->folder, "partially_accepted") && (score <= 0 || score >= max))
				ok = 0, snprintf(reason, sizeof reason, "score %g: partially accepted wants more than 0, less than %g",
				                 score, max);
			free(groups);
		}
		const struct test_report *first = NULL;
		for (size_t k = 0; k < r.ntests && !first; k++)
			if (r.tests[k].verdict != V_AC && r.tests[k].verdict != V_SKIPPED)
				first = &r.tests[k];
		step_detail(s, (int)r.verdict, "%s  (max %ld ms%s%s%s)", sub->rel, r.time_ms, scored,
		            first ? ", first: " : "", first ? first->name : "");
		if (ok)
			step_good(s);
		else
			step_fault(s, "%s: %s", sub->rel, reason);
		free(v);
		submission_result_free(&r);
	}
	if (!accepted)
		step_fault(s, "no accepted submission: the package must have one (submissions/accepted/)");
	snprintf(s->summary, sizeof s->summary, "%zu/%zu met their folder's rule", s->good, s->total);
}

int package_validate(struct judge *j, const char *dir, int color)
{
	struct diag d;
	struct step s;
	size_t faults = 0;
	int bad = 0;
	report_put_text(stdout, dir);
	putchar('\n');
	step_init(&s, "package");
	struct package *pkg = package_load(dir, &d);
	if (!pkg) {
		step_fault(&s, "%s", d.msg);
		faults = step_print(&s, color);
		report_put_text(stdout, dir);
		printf(": FAULTS FOUND\n");
		return EXIT_USAGE;
	}
	struct pctx c = { .j = j, .pkg = pkg, .budget_ms = tool_budget_ms() };
	const struct problem *p = pkg->problem;
	const char *checker = p->checker.kind == CHECKER_INTERACTIVE ? "interactive output validator"
	                      : p->checker.kind == CHECKER_CUSTOM    ? "custom output validator"
	                      : p->checker.kind == CHECKER_FLOAT     ? "default output validator, float tolerance"
	                                                             : "default output validator";
	snprintf(s.summary, sizeof s.summary, "%s format, %s, %zu cases in %zu groups, %s",
	         pkg->version == PACKAGE_LEGACY ? "legacy" : "2023-07", pkg->scoring ? "scoring" : "pass-fail",
	         p->ntests, pkg->ngroups - 1, checker);
	for (size_t i = 0; i < pkg->notes.n; i++)
		step_detail(&s, -1, "note: %s", pkg->notes.v[i]);
	faults += step_print(&s, color);

	step_init(&s, "tools");
	c.validators = xcalloc(pkg->ninput_validators + 1, sizeof *c.validators);
	for (size_t k = 0; k < pkg->ninput_validators; k++) {
		s.total++;
		if (package_tool_build(j, pkg, pkg->input_validators[k].source, &c.validators[k], &d) < 0)
			step_fault(&s, "%s: %s", pkg->input_validators[k].rel, d.msg);
		else
			s.good++;
	}
	if (pkg->output_validator) {
		s.total++;
		if (judge_build_tool(j, pkg->output_validator->source, &c.checker, &d) < 0)
			step_fault(&s, "%s: %s", pkg->output_validator->rel, d.msg);
		else
			s.good++;
	}
	snprintf(s.summary, sizeof s.summary, "%zu/%zu compiled", s.good, s.total);
	faults += step_print(&s, color);
	if (s.good < s.total) {
		bad = 1; /* the package is broken, not merely faulty: exit 2 */
		goto out;
	}

	step_init(&s, "inputs");
	c.step = &s;
	s.total = p->ntests;
	if (pkg->ninput_validators)
		parallel_for(p->ntests, j->jobs, check_input, &c);
	snprintf(s.summary, sizeof s.summary, "%zu/%zu accepted by %zu input validators",
	         pkg->ninput_validators ? s.good : 0, p->ntests, pkg->ninput_validators);
	faults += step_print(&s, color);

	if (p->checker.kind == CHECKER_CUSTOM) {
		step_init(&s, "answers");
		c.step = &s;
		parallel_for(p->ntests, j->jobs, check_answer, &c);
		snprintf(s.summary, sizeof s.summary, "%zu/%zu answers accepted by the output validator", s.good,
		         p->ntests);
		faults += step_print(&s, color);
	}
	if (p->checker.kind == CHECKER_INTERACTIVE) {
		step_init(&s, "interaction");
		check_interactions(&c, &s);
		faults += step_print(&s, color);
	}

	step_init(&s, "time limit");
	char how[512];
	if (package_time_limit(j, pkg, how, sizeof how, &d) < 0)
		step_fault(&s, "%s", d.msg);
	else
		snprintf(s.summary, sizeof s.summary, "%s", how);
	faults += step_print(&s, color);
	if (!p->limits.time_ms)
		goto out;

	step_init(&s, "submissions");
	check_submissions(&c, &s);
	faults += step_print(&s, color);
out:
	report_put_text(stdout, dir);
	printf(": %s\n", faults ? "FAULTS FOUND" : "valid");
	for (size_t k = 0; k < pkg->ninput_validators; k++)
		free(c.validators[k].binary);
	free(c.validators);
	free(c.checker);
	package_free(pkg);
	return bad ? EXIT_USAGE : faults ? EXIT_REJECTED : EXIT_ACCEPTED;
}
