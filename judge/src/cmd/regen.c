/*
 * judge regen: rebuild every generated input and every expected output
 * (validate/regen.h does it); this file prints what changed, test by test,
 * then the stale files, a generator that ignores its seed, and a summary.
 * --check does all the work and installs nothing: then any change fails.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "problem/problem.h"
#include "validate/testdata.h"
#include "util.h"

/* Prints each test's changes; returns EXIT_REJECTED when one failed, or changed under --check. */
static int print_tests(const struct regen_result *r, int check)
{
	int rc = EXIT_ACCEPTED;
	for (size_t i = 0; i < r->p->ntests; i++) {
		const struct test *t = &r->p->tests[i];
		const struct regen_test *g = &r->tests[i];
		if (g->error) {
			printf("  %-9s %s: %s\n", "FAILED", t->name, g->error);
			rc = EXIT_REJECTED;
			continue;
		}
		if (g->in != REGEN_UNCHANGED)
			printf("  %s%-9s %s\n", check ? "would be " : "", regen_change_names[g->in], t->rel_input);
		if (g->ans != REGEN_UNCHANGED)
			printf("  %s%-9s %s\n", check ? "would be " : "", regen_change_names[g->ans], t->rel_answer);
		if (check && (g->in != REGEN_UNCHANGED || g->ans != REGEN_UNCHANGED))
			rc = EXIT_REJECTED;
	}
	return rc;
}

static int regen_one(struct judge *j, const char *id, void *arg)
{
	int check = *(int *)arg;
	struct regen_opts opts = { .check = check };
	struct regen_result r;
	struct diag d;
	if (regen_problem(j, id, &opts, &r, &d) < 0) {
		cli_error("%s", d.msg);
		return r.failure == REGEN_NO_PROBLEM ? EXIT_USAGE
		       : r.failure == REGEN_NO_TOOLS ? EXIT_REJECTED
		                                     : EXIT_JUDGE_FAILED;
	}
	int rc = print_tests(&r, check);
	for (size_t i = 0; i < r.stale.n; i++) {
		printf("  %s%-9s testdata/%s/%s\n", check ? "would be " : "", "removed", r.p->id, r.stale.v[i]);
		if (check)
			rc = EXIT_REJECTED;
	}
	if (r.seed_error) {
		printf("  %-9s %s\n", "FAILED", r.seed_error);
		rc = EXIT_REJECTED;
	}
	printf("%s: %zu created, %zu updated, %zu unchanged, %zu removed, %zu failed%s\n", r.p->id,
	       r.count[REGEN_CREATED], r.count[REGEN_UPDATED], r.count[REGEN_UNCHANGED], r.stale.n,
	       r.count[REGEN_FAILED], check ? " (check: nothing written)" : "");
	regen_result_free(&r);
	return rc;
}

int cmd_regen(struct cli *cli)
{
	return cli_for_each_problem(cli, regen_one, &cli->check);
}
