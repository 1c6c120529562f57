/*
 * programs.c: the tools step, every program of the problem compiled. Ours: the
 * solver, brute force, generator, validator and a custom checker, each built
 * as a trusted tool; the steps after stop when the solver, the validator or
 * the checker is missing. A package's: its input validators (C, C++ or a
 * runtime's language such as Python) and its output validator; one that does
 * not compile leaves the package broken, and nothing after it runs. Then the
 * programs as the other steps run them: a validator on an input, a solver on
 * one (inputs.c and crosscheck.c both call these; neither calls the other).
 */
#define _GNU_SOURCE
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "run/checker.h"
#include "run/judge.h"
#include "util.h"
#include "validate/context.h"

/* A program to build: its name in the report, its source, where its binary goes. */
struct program {
	const char *label, *src;
	char **bin;
	struct package_tool *tool; /* a package's input validator, built for its language */
};

static void build(struct vctx *c, struct step *s, const struct program *pr)
{
	struct diag d;
	if (!pr->src)
		return;
	s->total++;
	int rc = pr->tool ? package_tool_build(c->j, c->pkg, pr->src, pr->tool, &d)
	                  : judge_build_tool(c->j, pr->src, pr->bin, &d);
	if (rc < 0)
		step_fault(s, "%s: %s", pr->label, d.msg);
	else
		s->good++;
}

static void build_ours(struct vctx *c, struct step *s)
{
	const struct problem *p = c->p;
	c->nvalidators = p->validator != NULL;
	c->validators = xcalloc(2, sizeof *c->validators);
	const struct program programs[] = {
		{ "solver", p->solver, &c->solver, NULL },
		{ "brute", p->brute, &c->brute, NULL },
		{ "generator", p->generator, &c->gen, NULL },
		{ "validator", p->validator, &c->validators[0].binary, NULL },
		{ "checker", p->checker.kind >= CHECKER_CUSTOM ? p->checker.program : NULL, &c->checker, NULL },
	};
	for (size_t k = 0; k < sizeof programs / sizeof programs[0]; k++)
		build(c, s, &programs[k]);
	if (!c->solver || (p->validator && !c->validators[0].binary) ||
	    (p->checker.kind >= CHECKER_CUSTOM && !c->checker))
		c->stop = 1;
}

static void build_package(struct vctx *c, struct step *s)
{
	const struct package *pkg = c->pkg;
	c->nvalidators = pkg->ninput_validators;
	c->validators = xcalloc(pkg->ninput_validators + 1, sizeof *c->validators);
	for (size_t k = 0; k < pkg->ninput_validators; k++) {
		struct program pr = { pkg->input_validators[k].rel, pkg->input_validators[k].source, NULL,
			              &c->validators[k] };
		build(c, s, &pr);
	}
	if (pkg->output_validator) {
		struct program pr = { pkg->output_validator->rel, pkg->output_validator->source, &c->checker, NULL };
		build(c, s, &pr);
	}
	/* The package is broken, not merely faulty. */
	c->stop = c->broken = s->good < s->total;
}

void step_tools(struct vctx *c, struct step *s)
{
	if (c->pkg)
		build_package(c, s);
	else
		build_ours(c, s);
	snprintf(s->summary, sizeof s->summary, "%zu/%zu compiled", s->good, s->total);
}

/* Our validator: exit 0 accepts; a rejection's first line on stderr says why. */
static int run_our_validator(struct vctx *c, struct judge_tools *tools, const char *input, char *msg, size_t size)
{
	struct diag d;
	struct run_outcome o;
	char *out = judge_scratch(c->j, "val");
	int rc = judge_tool_run(c->j, tools, c->validators[0].binary, NULL, input, out, &judge_tool_limits, &o, &d);
	unlink(out);
	free(out);
	if (rc < 0) {
		snprintf(msg, size, "judge failed: %s", d.msg);
		return -1;
	}
	if (o.verdict == V_AC)
		return 1;
	char *nl = strchr(o.stderr_head, '\n');
	if (nl)
		*nl = '\0';
	if (o.verdict == V_RE && o.sr.exited)
		snprintf(msg, size, "%s", o.stderr_head[0] ? o.stderr_head : o.message);
	else
		snprintf(msg, size, "the validator itself failed: %s %s", verdict_code(o.verdict), o.message);
	return o.verdict == V_RE && o.sr.exited ? 0 : -1;
}

/*
 * A package's input validator k, with its group's arguments: exit 42
 * accepts (the Kattis convention; 0 for a Polygon package's, testlib's),
 * anything else rejects. Its real time
 * counts against the package's budget.
 */
static int run_package_validator(struct vctx *c, size_t k, const char *input, char **args, char *msg, size_t size)
{
	struct run_outcome o;
	struct diag d;
	int rc = package_tool_run(c->j, &c->validators[k], args, input, &o, &d);
	atomic_fetch_add(&c->spent_ms, rc < 0 ? 0 : o.sr.wall_ms);
	if (rc < 0) {
		snprintf(msg, size, "judge failed: %s", d.msg);
		return -1;
	}
	/* A Polygon package's validators follow testlib's convention: 0 accepts. */
	if (o.sr.exited && o.sr.exit_code == (c->pkg->polygon ? 0 : 42))
		return 1;
	char status[300];
	char *nl = strchr(o.stderr_head, '\n');
	if (nl)
		*nl = '\0';
	if (o.sr.exited)
		snprintf(status, sizeof status, "exit status %d", o.sr.exit_code);
	else
		snprintf(status, sizeof status, "%s %s", verdict_code(o.verdict), o.message);
	snprintf(msg, size, "rejected by %s (%s)%s%s", c->pkg->input_validators[k].rel, status,
	         o.stderr_head[0] ? ": " : "", o.stderr_head);
	return 0;
}

int validate_run_validator(struct vctx *c, struct judge_tools *tools, size_t k, const char *input, char **args, char *msg,
                           size_t size)
{
	return c->pkg ? run_package_validator(c, k, input, args, msg, size)
	              : run_our_validator(c, tools, input, msg, size);
}

/*
 * A package's validators run at most PACKAGE_TOOL_BUDGET_MS of real time in
 * all (JUDGE_TOOL_BUDGET_MS to set another): a hostile validator at its 60 s
 * on each of thousands of cases must not keep validate busy for days. Past
 * it, the step fails with one fault and the cases left are not checked. Our
 * own problems' programs are trusted and have no budget.
 */
#define PACKAGE_TOOL_BUDGET_MS (30L * 60 * 1000)

long validate_tool_budget_ms(void)
{
	long ms;
	const char *env = getenv("JUDGE_TOOL_BUDGET_MS");
	return env && parse_long(env, 1, LONG_MAX, &ms) == 0 ? ms : PACKAGE_TOOL_BUDGET_MS;
}

/* Runs a solver; on success returns 0 with its output in *out (scratch, caller unlinks). */
int validate_solve(struct vctx *c, struct judge_tools *tools, const char *bin, const char *input, const struct limits *lim,
                   char **out, struct run_outcome *o, char *msg, size_t size)
{
	struct diag d;
	*out = judge_scratch(c->j, "out");
	if (judge_solve(c->j, tools, c->p, c->checker, bin, input, *out, lim, o, &d) < 0) {
		snprintf(msg, size, "judge failed: %s", d.msg);
		return -1;
	}
	if (o->verdict != V_AC) {
		/* Its first line on stderr says why, when it says anything ("fill me in: ..."). */
		char first[200];
		snprintf(first, sizeof first, "%s", o->stderr_head);
		first[strcspn(first, "\n")] = '\0';
		snprintf(msg, size, "%s %s%s%s", verdict_code(o->verdict), o->message, first[0] ? ": " : "", first);
		return -1;
	}
	return 0;
}
