/*
 * tools.c: the tools step, every program of the problem compiled. Ours: the
 * solver, brute force, generator, validator and a custom checker, each built
 * as a trusted tool; the steps after stop when the solver, the validator or
 * the checker is missing. A package's: its input validators (C, C++ or a
 * runtime's language such as Python) and its output validator; one that does
 * not compile leaves the package broken, and nothing after it runs.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
