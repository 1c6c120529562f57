/*
 * judge submit DIR FILE: a submission judged against a Kattis package in
 * place (package/judging.h readies the package: its time limit, given or
 * derived, and its output validator). Prints the verdicts and, for a scoring
 * problem, each group's score. `judge validate DIR` is validate's
 * (validate/pipeline.h).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "package/judging.h"
#include "package/kattis.h"
#include "report/report.h"
#include "run/judge.h"
#include "util.h"

static void print_score(const struct package *pkg, const struct submission_result *r, json_t *o)
{
	enum verdict *v = package_verdicts(r, 0);
	double *points = package_points(r);
	double *groups = xcalloc(pkg->ngroups, sizeof *groups), max;
	double score = package_score(pkg, v, points, groups, &max);
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
	free(points);
	free(v);
}

/* Prints the verdicts (and scores) as text or JSON; returns the exit status they mean. */
static int print_result(const struct package *pkg, const struct submission_result *r, const char *how, int json)
{
	if (json) {
		json_t *o = report_submission_json(r);
		json_object_set_new(o, "time_limit", json_string(how));
		if (pkg->scoring)
			print_score(pkg, r, o);
		report_print_json(stdout, o);
		json_decref(o);
	} else {
		report_submission_text(stdout, r, report_color(stdout));
		if (pkg->scoring)
			print_score(pkg, r, NULL);
	}
	if (r->verdict == V_JE) {
		cli_error("%s", r->judge_error);
		return EXIT_JUDGE_FAILED;
	}
	char *later = report_later_error(r);
	if (later) {
		/*
		 * The verdict stands; whoever reads only stderr still learns that the
		 * judge failed. A scoring problem's score counts every test: one the
		 * judge failed on scored nothing, charged to the program, so the
		 * score is not the program's and the judge failed (exit 3).
		 */
		char *e = report_text_escape(later);
		cli_error("%s%s", e,
		          pkg->scoring ? " (the score counts that test as failed: it cannot be trusted)" : "");
		free(e);
		free(later);
		if (pkg->scoring)
			return EXIT_JUDGE_FAILED;
	}
	return r->verdict == V_AC ? EXIT_ACCEPTED : EXIT_REJECTED;
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
	struct judge *j = cli_judge_new(cli->root, cli->jobs, &d);
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
	if (package_prepare(j, pkg, how, sizeof how, &d) < 0) {
		cli_error("%s", d.msg);
		goto out;
	}
	if (!cli->json)
		cli_error("time limit %s", how);
	cli_progress(j);
	struct judge_opts opts = { .lang = lang, .first_fail = cli->first_fail && !pkg->scoring };
	struct submission_result r;
	if (judge_submission(j, pkg->problem, cli->args[1], &opts, &r, &d) < 0) {
		cli_error("%s", d.msg);
		goto out;
	}
	rc = print_result(pkg, &r, how, cli->json);
	submission_result_free(&r);
out:
	/* A package's program that could not compile in time twice: the judge failed, not the package. */
	if (rc == EXIT_USAGE && j->slow_compile)
		rc = EXIT_JUDGE_FAILED;
	judge_free(j);
	package_free(pkg);
	return rc;
}
