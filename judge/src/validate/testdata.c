/*
 * testdata.c: the test data made again (testdata.h). Each test is one job of the
 * pool: its input generated (or taken as written), the reference run on it,
 * both compared with what is committed and installed when they differ.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "run/judge.h"
#include "util.h"
#include "validate/testdata.h"

const char *const regen_change_names[] = { "unchanged", "created", "updated", "failed" };

struct regen {
	struct judge *j;
	const struct problem *p;
	char *gen, *solver, *interactor;
	int check;
	struct regen_test *tests;
	char **new_in; /* per test: the freshly generated input (scratch) */
};

static enum regen_change compare_new(const char *fresh, const char *old)
{
	if (!path_exists(old))
		return REGEN_CREATED;
	return files_equal(fresh, old) == 1 ? REGEN_UNCHANGED : REGEN_UPDATED;
}

static void regen_test(void *ctx, struct judge_tools *tools, size_t i)
{
	struct regen *g = ctx;
	const struct test *t = &g->p->tests[i];
	struct diag d;
	struct run_outcome o;
	const char *input = t->input;
	char *ans = judge_scratch(g->j, "ans");

	if (t->gen_args) {
		g->new_in[i] = judge_scratch(g->j, "in");
		if (judge_generate(g->j, tools, g->gen, t->gen_args, g->new_in[i], &o, &d) < 0) {
			g->tests[i].error = xasprintf("judge failed: %s", d.msg);
			goto out;
		}
		if (o.verdict != V_AC || o.output_bytes <= 0) {
			g->tests[i].error = xasprintf("generator failed (%s%s%s) with '%s'%s%s", verdict_code(o.verdict),
			                        o.message[0] ? ": " : "", o.message, t->gen_args,
			                        o.stderr_head[0] ? ": " : "", o.stderr_head);
			goto out;
		}
		g->tests[i].in = compare_new(g->new_in[i], t->input);
		input = g->new_in[i];
	} else if (!path_exists(t->input)) {
		g->tests[i].error = xasprintf("missing hand-written input '%s'", t->rel_input);
		goto out;
	} else if (g->p->imported_from) {
		/* The answer of an imported case is its package's, never rewritten (validate checks it). */
		if (!path_exists(t->answer))
			g->tests[i].error = xasprintf("missing answer '%s' of an imported case: it is not regenerated",
			                        t->rel_answer);
		goto out;
	}
	if (judge_solve(g->j, tools, g->p, g->interactor, g->solver, input, ans, &g->p->limits, &o, &d) < 0) {
		g->tests[i].error = xasprintf("judge failed: %s", d.msg);
		goto out;
	}
	if (o.verdict != V_AC || o.output_bytes <= 0) {
		if (o.verdict == V_AC)
			g->tests[i].error = xasprintf("reference failed (no output)");
		else
			g->tests[i].error = xasprintf("reference failed (%s: %s)%s%s", verdict_code(o.verdict), o.message,
			                        o.stderr_head[0] ? ": " : "", o.stderr_head);
		goto out;
	}
	g->tests[i].ans = compare_new(ans, t->answer);
	if (g->check)
		goto out;
	/* The input first: a run stopped in between leaves an answer that regen rebuilds. */
	if ((g->tests[i].in != REGEN_UNCHANGED && copy_file_atomic(input, t->input, 0644, &d) < 0) ||
	    (g->tests[i].ans != REGEN_UNCHANGED && copy_file_atomic(ans, t->answer, 0644, &d) < 0))
		g->tests[i].error = xasprintf("cannot install: %s", d.msg);
out:
	if (g->tests[i].error)
		g->tests[i].in = g->tests[i].ans = REGEN_FAILED;
	unlink(ans);
	free(ans);
}

/* Files in testdata/<id>/ that no test of the manifest owns. */
static size_t stale_files(const struct problem *p, struct strv *out)
{
	struct strv names = { 0 };
	dir_list(p->testdata, &names);
	for (size_t k = 0; k < names.n; k++) {
		const char *name = names.v[k], *dot = strrchr(name, '.');
		/* A temporary file left by an interrupted regen is stale too. */
		if (strstr(name, ".tmp.")) {
			strv_push(out, name);
			continue;
		}
		if (!dot || (strcmp(dot, ".in") && strcmp(dot, ".ans")))
			continue;
		int owned = 0;
		for (size_t i = 0; i < p->ntests && !owned; i++)
			owned = strlen(p->tests[i].name) == (size_t)(dot - name) &&
			        !strncmp(p->tests[i].name, name, (size_t)(dot - name));
		if (!owned)
			strv_push(out, name);
	}
	strv_free(&names);
	return out->n;
}

/* A generator that gives the same bytes for two seeds ignores its seed. */
static int check_seed(struct regen *g, char **why)
{
	for (size_t i = 0; i < g->p->ntests; i++) {
		const struct test *t = &g->p->tests[i];
		const char *seed = t->gen_args ? strstr(t->gen_args, "--seed ") : NULL;
		if (!seed || !g->new_in[i] || g->tests[i].error)
			continue;
		long value = strtol(seed + 7, NULL, 10);
		char *args = xasprintf("%.*s--seed %ld%s", (int)(seed - t->gen_args), t->gen_args, value + 7919,
		                       strchrnul(seed + 7, ' '));
		char *other = judge_scratch(g->j, "seed");
		struct run_outcome o;
		struct diag d;
		int rc = judge_generate(g->j, NULL, g->gen, args, other, &o, &d);
		if (rc == 0 && o.verdict == V_AC && files_equal(other, g->new_in[i]) == 1)
			*why = xasprintf("generator ignores its seed: '%s' and '%s' give the same input", t->gen_args,
			                 args);
		unlink(other);
		free(other);
		free(args);
		return *why ? -1 : 0;
	}
	return 0;
}

/* Builds the programs regen runs; an interactive problem's answers are the interactor's records of the reference's games. */
static int build_tools(struct judge *j, const struct problem *p, int any_gen, struct regen *g, struct diag *d)
{
	char *gen = NULL, *solver = NULL, *interactor = NULL;
	if ((any_gen && judge_build_tool(j, p->generator, &gen, d) < 0) ||
	    judge_build_tool(j, p->solver, &solver, d) < 0 ||
	    (p->checker.kind == CHECKER_INTERACTIVE && judge_build_tool(j, p->checker.program, &interactor, d) < 0)) {
		free(gen);
		free(solver);
		free(interactor);
		return -1;
	}
	g->gen = gen;
	g->solver = solver;
	g->interactor = interactor;
	return 0;
}

static void free_tools(struct regen *g)
{
	free(g->gen);
	free(g->solver);
	free(g->interactor);
}

/* Counts the tests by their larger change; removes the stale files (unless check). */
static void tally(struct regen *g, struct regen_result *r)
{
	const struct problem *p = g->p;
	for (size_t i = 0; i < p->ntests; i++) {
		const struct regen_test *t = &r->tests[i];
		r->count[t->ans > t->in ? t->ans : t->in]++;
	}
	stale_files(p, &r->stale);
	for (size_t i = 0; i < r->stale.n && !g->check; i++) {
		char *path = xasprintf("%s/%s", p->testdata, r->stale.v[i]);
		unlink(path);
		free(path);
	}
}

int regen_problem(struct judge *j, const char *id, const struct regen_opts *opts, struct regen_result *r,
                  struct diag *d)
{
	memset(r, 0, sizeof *r);
	struct problem *p = problem_load(j->root, id, 0, d);
	if (!p) {
		r->failure = REGEN_NO_PROBLEM;
		return -1;
	}
	int any_gen = 0;
	for (size_t i = 0; i < p->ntests; i++)
		any_gen |= p->tests[i].gen_args != NULL;
	struct regen g = { .j = j, .p = p, .check = opts->check };
	if (build_tools(j, p, any_gen, &g, d) < 0) {
		diag_prefix(d, "%s", id);
		r->failure = REGEN_NO_TOOLS;
		problem_free(p);
		return -1;
	}
	if (!opts->check && mkdir_p(p->testdata, 0755, d) < 0) {
		r->failure = REGEN_JUDGE_FAILED;
		free_tools(&g);
		problem_free(p);
		return -1;
	}
	r->p = p;
	r->tests = g.tests = xcalloc(p->ntests + 1, sizeof *r->tests);
	g.new_in = xcalloc(p->ntests + 1, sizeof(char *));
	judge_tools_for(j, p->ntests, regen_test, &g);
	tally(&g, r);
	if (any_gen)
		check_seed(&g, &r->seed_error);
	for (size_t i = 0; i < p->ntests; i++) {
		if (g.new_in[i])
			unlink(g.new_in[i]);
		free(g.new_in[i]);
	}
	free(g.new_in);
	free_tools(&g);
	return 0;
}

void regen_result_free(struct regen_result *r)
{
	for (size_t i = 0; r->p && i < r->p->ntests; i++)
		free(r->tests[i].error);
	free(r->tests);
	strv_free(&r->stale);
	free(r->seed_error);
	problem_free(r->p);
	memset(r, 0, sizeof *r);
}
