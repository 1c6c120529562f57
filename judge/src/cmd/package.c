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
#include <xxhash.h>

#include "run/checker.h"
#include "cmd/cmd.h"
#include "exitcode.h"
#include "problem/interaction.h"
#include "run/judge.h"
#include "package/package.h"
#include "report/report.h"
#include "validate/step.h"
#include "util.h"

/* Limits for judging an accepted submission while the time limit is not yet known. */
#define PROBE_TIME_MS 10000

/* A built program of the package: a static binary, or a runtime's artefact (Python). */
struct tool {
	char *binary;
	const struct language *lang;
};

static int build_tool(struct judge *j, const struct package *pkg, const char *src, struct tool *t, struct diag *d)
{
	memset(t, 0, sizeof *t);
	t->lang = lang_by_file(j->langs, src);
	if (!t->lang) {
		diag_set(d, "'%s': no language for this file extension", src + strlen(pkg->dir) + 1);
		return -1;
	}
	if (!t->lang->run)
		return judge_build_tool(j, src, &t->binary, d);
	struct compile_result cr;
	if (compile_source(j->cc, t->lang, src, NULL, &cr, d) != 0)
		return -1;
	if (!cr.ok) {
		diag_set(d, "'%s' does not compile:\n%s", src + strlen(pkg->dir) + 1, cr.log);
		compile_result_free(&cr);
		return -1;
	}
	t->binary = cr.binary;
	cr.binary = NULL;
	compile_result_free(&cr);
	return 0;
}

/* Runs a tool on input with arguments (a runtime's program gets none). */
static int run_tool(struct judge *j, const struct tool *t, char **args, const char *input, struct run_outcome *o,
                    struct diag *d)
{
	char *out = judge_scratch(j, "tool");
	int rc;
	if (t->lang && t->lang->run) {
		struct judge_program prog = { .binary = t->binary, .lang = t->lang };
		struct sandbox_session *ss = judge_program_open(j, &prog, &judge_tool_limits, d);
		rc = ss ? judge_session_run(j, ss, input, out, &judge_tool_limits, o, d) : -1;
		if (ss)
			sandbox_session_close(ss);
	} else {
		struct strv argv = { 0 };
		strv_push(&argv, "validator");
		for (char **a = args; a && *a; a++)
			strv_push(&argv, *a);
		rc = judge_run(j, t->binary, argv.v, input, out, &judge_tool_limits, o, d);
		strv_free(&argv);
	}
	unlink(out);
	free(out);
	return rc;
}

/*
 * Whether a submission cannot be judged here, with why: the judge has no
 * language for its file, its language's runtime is not installed, or it is
 * Python 2 (the legacy spec tells Python 2 from 3 by a first line naming
 * python2; Debian no longer packages it).
 */
static int sub_skipped(struct judge *j, const struct package_submission *s, char *why, size_t size)
{
	const struct language *lang = lang_by_file(j->langs, s->path);
	const char *dot = strrchr(s->path, '.');
	struct diag d;
	char head[128] = "";
	if (!lang) {
		snprintf(why, size, "no language for %s files here", dot && !strchr(dot, '/') ? dot : "such");
		return 1;
	}
	if (!lang_installed(lang, &d)) {
		snprintf(why, size, "%s", d.msg);
		return 1;
	}
	read_head(s->path, head, sizeof head);
	head[strcspn(head, "\n")] = '\0';
	if (!strcmp(lang->name, "python3") && !strncmp(head, "#!", 2) && strstr(head, "python2")) {
		snprintf(why, size, "Python 2 (its first line says so), which is not installed");
		return 1;
	}
	return 0;
}

void package_drop_unjudgeable(struct judge *j, struct package *pkg)
{
	size_t kept = 0;
	for (size_t i = 0; i < pkg->nsubs; i++) {
		char why[300];
		if (!sub_skipped(j, &pkg->subs[i], why, sizeof why)) {
			pkg->subs[kept++] = pkg->subs[i];
			continue;
		}
		char line[600];
		snprintf(line, sizeof line, "%s: cannot be judged here: %s", pkg->subs[i].rel, why);
		strv_push(&pkg->notes, line);
		free(pkg->subs[i].path);
		free(pkg->subs[i].rel);
		free(pkg->subs[i].folder);
	}
	pkg->nsubs = kept;
}

/* ---- the time limit ---- */

static void hash_file(XXH3_state_t *st, const char *path)
{
	char *text = NULL;
	size_t len = 0;
	struct diag d;
	XXH3_128bits_update(st, path, strlen(path) + 1);
	if (read_file(path, &text, &len, &d) == 0)
		XXH3_128bits_update(st, text, len);
	free(text);
}

/* Where a derived limit is kept: keyed by problem.yaml, the submissions and every case's size and time. */
static char *limit_cache(struct judge *j, const struct package *pkg)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	hash_file(st, pkg->yaml);
	for (size_t i = 0; i < pkg->nsubs; i++)
		hash_file(st, pkg->subs[i].path);
	for (size_t i = 0; i < pkg->problem->ntests; i++) {
		struct stat s;
		const struct test *t = &pkg->problem->tests[i];
		XXH3_128bits_update(st, t->input, strlen(t->input) + 1);
		if (stat(t->input, &s) == 0) {
			long long v[3] = { (long long)s.st_size, (long long)s.st_mtim.tv_sec, (long long)s.st_mtim.tv_nsec };
			XXH3_128bits_update(st, v, sizeof v);
		}
	}
	XXH128_hash_t h = XXH3_128bits_digest(st);
	XXH3_freeState(st);
	return xasprintf("%s/package-limit-%016llx%016llx", j->cache_dir, (unsigned long long)h.high64,
	                 (unsigned long long)h.low64);
}

/*
 * Sets the package's time limit: its own, else derived as problemtools does
 * from its submissions, judged under PROBE_TIME_MS: the slowest accepted run
 * and, for 2023-07, the fastest time_limit_exceeded submission (the spec's
 * T_tle). Each stops at its first failing test; a submission's time is its
 * slowest test's CPU time, and one that timed out waiting (by the wall clock,
 * under the probe's CPU time: a missing flush in an interactive problem)
 * would time out under any limit, so it bounds nothing. how says which, for
 * the report. -1 with a message when there is no accepted submission to
 * derive it from, or no limit fits.
 */
static int time_limit(struct judge *j, struct package *pkg, char *how, size_t size, struct diag *d)
{
	struct limits *lim = &pkg->problem->limits;
	if (pkg->time_ms) {
		lim->time_ms = pkg->time_ms;
		lim->wall_ms = 3 * pkg->time_ms;
		snprintf(how, size, "%g s, from %s", pkg->time_ms / 1000.0, pkg->time_from);
		return 0;
	}
	char *cache = limit_cache(j, pkg), *text = NULL;
	size_t len;
	long ms;
	if (read_file(cache, &text, &len, d) == 0 && sscanf(text, "%ld", &ms) == 1 && ms > 0) {
		char *nl = strchr(text, '\n');
		lim->time_ms = ms;
		lim->wall_ms = 3 * ms;
		snprintf(how, size, "%g s, derived%s", ms / 1000.0, nl ? nl + 1 : "");
		how[strcspn(how, "\n")] = '\0';
		free(text);
		free(cache);
		return 0;
	}
	free(text);
	lim->time_ms = PROBE_TIME_MS;
	lim->wall_ms = 3 * PROBE_TIME_MS;
	long slowest = -1, fastest_tle = 0;
	const char *slowest_rel = NULL;
	for (size_t i = 0; i < pkg->nsubs; i++) {
		const struct package_submission *s = &pkg->subs[i];
		int ac = !strcmp(s->folder, "accepted"), tle = pkg->version == PACKAGE_2023_07 &&
		                                               !strcmp(s->folder, "time_limit_exceeded");
		char why[300];
		if ((!ac && !tle) || sub_skipped(j, s, why, sizeof why))
			continue;
		struct judge_opts opts = { .first_fail = 1 };
		struct submission_result r;
		if (judge_submission(j, pkg->problem, s->path, &opts, &r, d) < 0) {
			free(cache);
			return -1;
		}
		if (ac && r.verdict == V_AC && r.time_ms > slowest) {
			slowest = r.time_ms;
			slowest_rel = s->rel;
		}
		int by_cpu = 0;
		for (size_t t = 0; tle && t < r.ntests; t++)
			by_cpu |= r.tests[t].verdict == V_TLE && r.tests[t].time_ms >= PROBE_TIME_MS;
		if (by_cpu && (!fastest_tle || r.time_ms < fastest_tle))
			fastest_tle = r.time_ms;
		submission_result_free(&r);
	}
	if (slowest < 0) {
		diag_set(d, "%s: no time limit given, and no accepted submission to derive it from", pkg->yaml);
		free(cache);
		return -1;
	}
	ms = package_derive_time_ms(pkg, slowest, fastest_tle, d);
	if (ms < 0) {
		free(cache);
		return -1;
	}
	lim->time_ms = ms;
	lim->wall_ms = 3 * ms;
	char *why = xasprintf(" from the slowest accepted run, %ld ms (%s), times %g%s", slowest, slowest_rel,
	                      pkg->ac_to_time_limit,
	                      pkg->version == PACKAGE_LEGACY ? ", rounded to whole seconds" : "");
	char *record = xasprintf("%ld\n%s\n", ms, why);
	struct diag ignore;
	write_file_atomic(cache, record, strlen(record), 0644, &ignore);
	snprintf(how, size, "%g s, derived%s", ms / 1000.0, why);
	free(record);
	free(why);
	free(cache);
	return 0;
}

int package_time_limit(struct judge *j, struct package *pkg, char *how, size_t size, struct diag *d)
{
	return time_limit(j, pkg, how, size, d);
}

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
	if (time_limit(j, pkg, how, sizeof how, &d) < 0) {
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
	cli_progress(j);
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
	struct tool *validators;
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
		int rc = run_tool(c->j, &c->validators[k], g->input_flags, t->input, &o, &d);
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
		if (sub_skipped(c->j, sub, why, sizeof why)) {
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
		if (build_tool(j, pkg, pkg->input_validators[k].source, &c.validators[k], &d) < 0)
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
	if (time_limit(j, pkg, how, sizeof how, &d) < 0)
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
