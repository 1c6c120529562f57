/*
 * judge regen: rebuild every generated input and every expected output.
 *
 * New files are produced in the scratch directory first and compared with the
 * committed ones; only a file that changed is installed, by copying it next to
 * its target and renaming it over, so an interrupted regen leaves each file old
 * or new, never partial. A reference that fails (any verdict but a clean exit
 * within the limits, or no output at all) leaves that test's files untouched and
 * is reported. --check does all the work and installs nothing. The answers of
 * an imported problem's hand-written cases are its package's and stay as they are.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "run/judge.h"
#include "util.h"

enum change { UNCHANGED, CREATED, UPDATED, FAILED };
static const char *const change_names[] = { "unchanged", "created", "updated", "failed" };

struct regen {
	struct judge *j;
	const struct problem *p;
	const char *gen, *solver, *interactor;
	int check;
	enum change *in_change, *ans_change;
	char **error;  /* per test: why it failed */
	char **new_in; /* per test: the freshly generated input (scratch) */
};

static enum change compare_new(const char *fresh, const char *old)
{
	if (!path_exists(old))
		return CREATED;
	return files_equal(fresh, old) == 1 ? UNCHANGED : UPDATED;
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
			g->error[i] = xasprintf("judge failed: %s", d.msg);
			goto out;
		}
		if (o.verdict != V_AC || o.output_bytes <= 0) {
			g->error[i] = xasprintf("generator failed (%s%s%s) with '%s'%s%s", verdict_code(o.verdict),
			                        o.message[0] ? ": " : "", o.message, t->gen_args,
			                        o.stderr_head[0] ? ": " : "", o.stderr_head);
			goto out;
		}
		g->in_change[i] = compare_new(g->new_in[i], t->input);
		input = g->new_in[i];
	} else if (!path_exists(t->input)) {
		g->error[i] = xasprintf("missing hand-written input '%s'", t->rel_input);
		goto out;
	} else if (g->p->imported_from) {
		/* The answer of an imported case is its package's, never rewritten (validate checks it). */
		if (!path_exists(t->answer))
			g->error[i] = xasprintf("missing answer '%s' of an imported case: it is not regenerated",
			                        t->rel_answer);
		goto out;
	}
	if (judge_solve(g->j, tools, g->p, g->interactor, g->solver, input, ans, &g->p->limits, &o, &d) < 0) {
		g->error[i] = xasprintf("judge failed: %s", d.msg);
		goto out;
	}
	if (o.verdict != V_AC || o.output_bytes <= 0) {
		if (o.verdict == V_AC)
			g->error[i] = xasprintf("reference failed (no output)");
		else
			g->error[i] = xasprintf("reference failed (%s: %s)%s%s", verdict_code(o.verdict), o.message,
			                        o.stderr_head[0] ? ": " : "", o.stderr_head);
		goto out;
	}
	g->ans_change[i] = compare_new(ans, t->answer);
	if (g->check)
		goto out;
	/* The input first: a run stopped in between leaves an answer that regen rebuilds. */
	if ((g->in_change[i] != UNCHANGED && copy_file_atomic(input, t->input, 0644, &d) < 0) ||
	    (g->ans_change[i] != UNCHANGED && copy_file_atomic(ans, t->answer, 0644, &d) < 0))
		g->error[i] = xasprintf("cannot install: %s", d.msg);
out:
	if (g->error[i])
		g->in_change[i] = g->ans_change[i] = FAILED;
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
		if (!seed || !g->new_in[i] || g->error[i])
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

static int regen_problem(struct judge *j, const char *id, int check)
{
	struct diag d;
	struct problem *p = problem_load(j->root, id, 0, &d);
	if (!p) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	int rc = EXIT_ACCEPTED, any_gen = 0;
	char *gen = NULL, *solver = NULL, *interactor = NULL;
	for (size_t i = 0; i < p->ntests; i++)
		any_gen |= p->tests[i].gen_args != NULL;
	/* An interactive problem's answers are the interactor's records of the reference's games. */
	if ((any_gen && judge_build_tool(j, p->generator, &gen, &d) < 0) ||
	    judge_build_tool(j, p->solver, &solver, &d) < 0 ||
	    (p->checker.kind == CHECKER_INTERACTIVE && judge_build_tool(j, p->checker.program, &interactor, &d) < 0)) {
		cli_error("%s: %s", id, d.msg);
		free(gen);
		free(solver);
		problem_free(p);
		return EXIT_REJECTED;
	}
	if (!check && mkdir_p(p->testdata, 0755, &d) < 0) {
		cli_error("%s", d.msg);
		free(gen);
		free(solver);
		free(interactor);
		problem_free(p);
		return EXIT_JUDGE_FAILED;
	}
	struct regen g = { .j = j,
		           .p = p,
		           .gen = gen,
		           .solver = solver,
		           .interactor = interactor,
		           .check = check,
		           .in_change = xcalloc(p->ntests, sizeof(enum change)),
		           .ans_change = xcalloc(p->ntests, sizeof(enum change)),
		           .error = xcalloc(p->ntests, sizeof(char *)),
		           .new_in = xcalloc(p->ntests, sizeof(char *)) };
	judge_tools_for(j, p->ntests, regen_test, &g);

	size_t count[4] = { 0 }, removed = 0;
	for (size_t i = 0; i < p->ntests; i++) {
		const struct test *t = &p->tests[i];
		enum change c = g.ans_change[i] > g.in_change[i] ? g.ans_change[i] : g.in_change[i];
		count[c]++;
		if (g.error[i]) {
			printf("  %-9s %s: %s\n", "FAILED", t->name, g.error[i]);
			rc = EXIT_REJECTED;
			continue;
		}
		if (g.in_change[i] != UNCHANGED)
			printf("  %s%-9s %s\n", check ? "would be " : "", change_names[g.in_change[i]], t->rel_input);
		if (g.ans_change[i] != UNCHANGED)
			printf("  %s%-9s %s\n", check ? "would be " : "", change_names[g.ans_change[i]], t->rel_answer);
		if (check && c != UNCHANGED)
			rc = EXIT_REJECTED;
	}
	struct strv stale = { 0 };
	removed = stale_files(p, &stale);
	for (size_t i = 0; i < stale.n; i++) {
		char *path = xasprintf("%s/%s", p->testdata, stale.v[i]);
		printf("  %s%-9s testdata/%s/%s\n", check ? "would be " : "", "removed", p->id, stale.v[i]);
		if (!check)
			unlink(path);
		else
			rc = EXIT_REJECTED;
		free(path);
	}
	strv_free(&stale);
	char *why = NULL;
	if (any_gen && check_seed(&g, &why) < 0) {
		printf("  %-9s %s\n", "FAILED", why);
		free(why);
		rc = EXIT_REJECTED;
	}
	printf("%s: %zu created, %zu updated, %zu unchanged, %zu removed, %zu failed%s\n", p->id, count[CREATED],
	       count[UPDATED], count[UNCHANGED], removed, count[FAILED], check ? " (check: nothing written)" : "");

	for (size_t i = 0; i < p->ntests; i++) {
		free(g.error[i]);
		if (g.new_in[i])
			unlink(g.new_in[i]);
		free(g.new_in[i]);
	}
	free(g.in_change);
	free(g.ans_change);
	free(g.error);
	free(g.new_in);
	free(gen);
	free(solver);
	free(interactor);
	problem_free(p);
	return rc;
}

static int regen_one(struct judge *j, const char *id, void *arg)
{
	return regen_problem(j, id, *(int *)arg);
}

int cmd_regen(struct cli *cli)
{
	return cli_for_each_problem(cli, regen_one, &cli->check);
}
