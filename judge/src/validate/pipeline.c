/*
 * pipeline.c: the proof that a problem is sound (pipeline.h), one pipeline
 * for our problems and for Kattis packages. A source (one of ours, or a
 * package) gives the pipeline its table of steps; each step is a function
 * over the common context (context.h), run in order (one table, each step
 * marked with the sources it serves), its struct step handed
 * to the caller's report as soon as it is done. A step that finds the rest
 * cannot run (no solver, a package's validator that does not compile, no time
 * limit) stops the pipeline there.
 *
 * Our problem's steps, each a line of the report:
 *   manifest      the manifest loads and every file it names exists (an imported
 *                 problem may lack a brute force and a validator: see problems/README.md);
 *                 the contestant's statement holds no setter-only section
 *   tools         solver, brute force, generator, validator and checker compile
 *   inputs        the validator accepts every test input
 *   broken        the validator rejects broken copies of the first test
 *   answers       the reference reproduces every .ans, within 1/4 of the limit
 *                 (imported: the checker accepts its output against the package's .ans)
 *   interaction   an interactive problem's sample interactions replay
 *   brute         the brute force agrees with the reference on every `brute: true` test
 *   stress        ... and on every stress input, each also accepted by the validator
 *   boundary      every boundary input (the constraints' edges, for judge mutants) is
 *                 accepted by the validator and solved by the reference within the limits
 *   sanitize      the reference and the brute force run clean under ASan and UBSan
 *   checker       a custom checker accepts every answer and gives every output
 *                 under `checks:` its verdict (and words)
 *   submissions   every sample submission gets its folder's verdict
 *
 * A package's, as problemtools' verifyproblem:
 *   package       problem.yaml and the test data load; what the judge skips is listed
 *   tools         the input validators and the output validator compile
 *   inputs        every input validator accepts every case (exit 42), with its group's flags
 *   answers       a custom output validator accepts each case's .ans as the output
 *   interaction   each .interaction sample replays against the interactive validator
 *   time limit    the package's own, or derived from the accepted submissions
 *   submissions   every example submission meets its folder's rule (and score)
 */
#define _GNU_SOURCE
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/checker.h"
#include "run/judge.h"
#include "problem/statement.h"
#include "util.h"
#include "package/polygon.h"
#include "validate/context.h"

/*
 * The statement is the contestant's: a section only a setter may read (Notes,
 * Solution, Analysis, Hints, Tutorial) belongs in notes.md (statement.h).
 */
static void check_statement(struct step *s, const struct problem *p)
{
	char *path = xasprintf("%s/statement.md", p->dir), *text = NULL;
	size_t len;
	struct diag d;
	if (path_exists(path) && read_regular_file(path, PACKAGE_TEXT_MAX, &text, &len, &d) == 0) {
		struct strv found = { 0 };
		statement_setter_sections(text, &found);
		for (size_t i = 0; i < found.n; i++)
			step_fault(s,
			           "problems/%s/statement.md:%s: a setter-only section in the contestant's statement "
			           "(it belongs in problems/%s/notes.md)",
			           p->id, found.v[i], p->id);
		strv_free(&found);
		free(text);
	}
	free(path);
}


static void step_manifest(struct vctx *c, struct step *s)
{
	struct diag d;
	struct problem *p = problem_load(c->j->root, c->id, PROBLEM_NEED_DATA, &d);
	if (!p) {
		step_fault(s, "%s", d.msg);
		c->stop = 1;
		return;
	}
	c->own = p;
	c->p = p;
	snprintf(s->summary, sizeof s->summary, "%zu tests, %zu stress entries, checker %s", p->ntests, p->nstress,
	         (const char *[]){ "exact", "lines", "tokens", "float", "custom", "interactive" }[p->checker.kind]);
	/* What an imported problem lacks its package never had: said, not a fault (problems/README.md). */
	if (!p->brute && p->imported_from)
		step_detail(s, -1, "imported: no brute force, so the brute and stress steps are left out");
	else if (!p->brute)
		step_fault(s, "no brute force ('brute'): the reference cannot be cross-checked");
	if (!p->validator)
		step_detail(s, -1, "imported: no input validator, so the inputs and broken steps are left out");
	check_statement(s, p);
}

static void step_package(struct vctx *c, struct step *s)
{
	struct diag d;
	struct package *pkg = package_load(c->id, &d);
	if (!pkg) {
		step_fault(s, "%s", d.msg);
		c->stop = 1;
		return;
	}
	c->pkg = pkg;
	c->p = pkg->problem;
	/* A Polygon package's generated tests are made before anything reads them. */
	if (polygon_generate(c->j, pkg, &d) < 0) {
		step_fault(s, "%s", d.msg);
		c->stop = c->broken = 1;
		return;
	}
	const struct problem *p = pkg->problem;
	const char *checker = p->checker.kind == CHECKER_INTERACTIVE ? "interactive output validator"
	                      : p->checker.kind == CHECKER_CUSTOM    ? "custom output validator"
	                      : p->checker.kind == CHECKER_FLOAT     ? "default output validator, float tolerance"
	                                                             : "default output validator";
	snprintf(s->summary, sizeof s->summary, "%s format, %s, %zu cases in %zu groups, %s",
	         pkg->version == PACKAGE_LEGACY ? "legacy" : pkg->version == PACKAGE_POLYGON ? "Polygon" : "2023-07", pkg->scoring ? "scoring" : "pass-fail",
	         p->ntests, pkg->ngroups - 1, checker);
	for (size_t i = 0; i < pkg->notes.n; i++)
		step_detail(s, -1, "note: %s", pkg->notes.v[i]);
}

/* A package's time limit (package_time_limit): without one, its submissions cannot be judged. */
static void step_time_limit(struct vctx *c, struct step *s)
{
	struct diag d;
	char how[512];
	if (package_time_limit(c->j, c->pkg, how, sizeof how, &d) < 0)
		step_fault(s, "%s", d.msg);
	else
		snprintf(s->summary, sizeof s->summary, "%s", how);
	c->stop = !c->p->limits.time_ms;
}

/* Which source a step serves, and what it needs to have anything to check. */
enum when { ALWAYS, OURS, PACKAGE, INPUTS, OUR_VALIDATOR, ANSWERS, INTERACTIVE, BRUTE, OUR_CHECKER, BOUNDARY };

/* One step of the pipeline. */
struct vstep {
	const char *name;
	enum when when;
	void (*run)(struct vctx *c, struct step *s);
};

static int applies(const struct vctx *c, enum when w)
{
	int custom = c->p && c->p->checker.kind == CHECKER_CUSTOM;
	switch (w) {
	case OURS:
		return !c->from_package;
	case PACKAGE:
		return c->from_package;
	case INPUTS: /* a package's step says how many validators it has, none too */
		return c->from_package || c->nvalidators > 0;
	case OUR_VALIDATOR:
		return !c->from_package && c->nvalidators > 0;
	case ANSWERS: /* without a reference, only a custom output validator has answers to judge */
		return !c->from_package || custom;
	case INTERACTIVE:
		return c->p && c->p->checker.kind == CHECKER_INTERACTIVE;
	case BRUTE:
		return c->brute != NULL;
	case OUR_CHECKER:
		return !c->from_package && custom && c->checker;
	case BOUNDARY:
		return !c->from_package && c->p && c->p->nboundary > 0;
	default:
		return 1;
	}
}

/* The steps in order; each source runs those that serve it. */
static const struct vstep steps[] = {
	{ "manifest", OURS, step_manifest },
	{ "package", PACKAGE, step_package },
	{ "tools", ALWAYS, step_tools },
	{ "inputs", INPUTS, step_inputs },
	{ "broken", OUR_VALIDATOR, step_broken },
	{ "answers", ANSWERS, step_answers },
	{ "interaction", INTERACTIVE, step_interactions },
	{ "brute", BRUTE, step_brute },
	{ "stress", BRUTE, step_stress },
	{ "boundary", BOUNDARY, step_boundary },
	{ "sanitize", OURS, step_sanitize },
	{ "checker", OUR_CHECKER, step_checker },
	{ "time limit", PACKAGE, step_time_limit },
	{ "submissions", ALWAYS, step_submissions },
};

/* Runs the steps in order until one stops the rest; frees what the steps made. */
static void run(struct vctx *c, const struct validate_report *report, struct validate_result *res)
{
	pthread_mutex_init(&c->lock, NULL);
	memset(res, 0, sizeof *res);
	for (size_t i = 0; i < sizeof steps / sizeof steps[0] && !c->stop; i++) {
		struct step s;
		if (!applies(c, steps[i].when))
			continue;
		step_init(&s, steps[i].name);
		c->step = &s;
		steps[i].run(c, &s);
		res->faults += s.faults.n;
		if (report && report->step)
			report->step(report->arg, &s);
		step_free(&s);
		/* Ours stop only at the tools: the programs the proof needs are missing. */
		if (c->stop && c->p && !c->from_package && report && report->stopped)
			report->stopped(report->arg, "no solver, validator or checker to run");
	}
	res->loaded = c->p != NULL;
	res->broken = c->broken;
	for (size_t k = 0; k < c->nvalidators; k++)
		free(c->validators[k].binary);
	free(c->validators);
	free(c->solver);
	free(c->brute);
	free(c->gen);
	free(c->checker);
	free(c->brute_pick);
	pthread_mutex_destroy(&c->lock);
	problem_free(c->own);
	package_free(c->pkg);
}

int validate_problem(struct judge *j, const char *id, const struct validate_opts *opts,
                     const struct validate_report *report, struct validate_result *res)
{
	struct vctx c = { .j = j, .opts = opts, .id = id, .budget_ms = LONG_MAX };
	run(&c, report, res);
	return 0;
}

int validate_package(struct judge *j, const char *dir, const struct validate_opts *opts,
                     const struct validate_report *report, struct validate_result *res)
{
	struct vctx c = { .j = j, .opts = opts, .id = dir, .from_package = 1, .budget_ms = validate_tool_budget_ms() };
	run(&c, report, res);
	return 0;
}
