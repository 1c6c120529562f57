/*
 * submissions.c: every sample submission meets its folder's rule. One loop
 * for both sources: the list of submissions, which cannot be judged on this
 * machine (said, not judged and not a fault), each judged and shown with its
 * verdict and time, and the count of accepted ones. What differs is the rule:
 *
 *   ours      submissions/<verdict>/FILE must get that verdict (an imported
 *             problem's run_time_error folder may run over its memory too);
 *             an accepted one must stay within 1/ACCEPTED_SHARE of the time
 *             limit on every test, measured again alone when it is not; two
 *             accepted submissions at least (an imported problem's package
 *             needs one)
 *   package   the folder's rule of the format (package_submission_ok: the
 *             verdicts it permits, one it requires) and, for a scoring
 *             problem, the score its folder wants; one accepted at least
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/languages.h"
#include "run/judge.h"
#include "util.h"
#include "validate/context.h"

#define ACCEPTED_SHARE 2 /* accepted submissions: at most 1/2 of the limit */

/* A submission to judge: the file, its name in the report, its folder. */
struct sub {
	char *path, *rel, *folder;
	const struct package_submission *ps; /* a package's, with its rule */
	char *skipped;                       /* why it cannot be judged here (skipped()), or NULL */
	int rank;                            /* cost_rank(), for --quick */
};

/* Ours: every file of problems/<id>/submissions/<folder>/, rel "folder/file". */
static size_t list_ours(const struct vctx *c, struct sub **out)
{
	char *base = xasprintf("%s/submissions", c->p->dir);
	struct strv folders = { 0 };
	size_t n = 0;
	*out = NULL;
	dir_list(base, &folders);
	for (size_t i = 0; i < folders.n; i++) {
		char *dir = xasprintf("%s/%s", base, folders.v[i]);
		struct strv names = { 0 };
		dir_list(dir, &names);
		*out = xrealloc(*out, (n + names.n + 1) * sizeof **out);
		for (size_t k = 0; k < names.n; k++)
			(*out)[n++] = (struct sub){ .path = xasprintf("%s/%s", dir, names.v[k]),
				                    .rel = xasprintf("%s/%s", folders.v[i], names.v[k]),
				                    .folder = xstrdup(folders.v[i]) };
		strv_free(&names);
		free(dir);
	}
	strv_free(&folders);
	free(base);
	return n;
}

/* A package's: those package_load() found, rel "submissions/folder/file". */
static size_t list_package(const struct vctx *c, struct sub **out)
{
	*out = xcalloc(c->pkg->nsubs + 1, sizeof **out);
	for (size_t i = 0; i < c->pkg->nsubs; i++) {
		const struct package_submission *ps = &c->pkg->subs[i];
		(*out)[i] = (struct sub){ .path = xstrdup(ps->path), .rel = xstrdup(ps->rel), .folder = xstrdup(ps->folder),
			                  .ps = ps };
	}
	return c->pkg->nsubs;
}

/*
 * Whether sub cannot be judged here, with why. Ours: its language is known
 * but not installed (an unknown folder is a fault, judged below). A
 * package's: also no language for it, or Python 2 (package_submission_skipped).
 */
static int skipped(struct vctx *c, const struct sub *sub, char *why, size_t size)
{
	if (sub->ps)
		return package_submission_skipped(c->j, sub->ps, why, size);
	const struct language *lang = lang_by_file(c->j->langs, sub->path);
	struct diag d;
	if (verdict_from_folder(sub->folder) < 0 || !lang || lang_installed(lang, &d))
		return 0;
	snprintf(why, size, "%s", d.msg);
	return 1;
}

/*
 * The jobs (judge_opts) for a submission its folder wants rejected
 * (first_fail): one test at a time. Its verdict is its first rejected test's
 * whatever the number of workers, but beside that test the others' workers
 * ran theirs to the end: for a submission that times out, a second run of
 * its whole limit or more, for nothing. The judge's other work (the accepted
 * submissions, every other step) keeps its workers (0).
 */
static int one_at_a_time(int first_fail)
{
	return first_fail ? 1 : 0;
}

/* The first test a submission failed, or NULL. */
static const struct test_report *first_failed(const struct submission_result *r)
{
	for (size_t k = 0; k < r->ntests; k++)
		if (r->tests[k].verdict != V_AC && r->tests[k].verdict != V_SKIPPED)
			return &r->tests[k];
	return NULL;
}

/*
 * Judges one of ours. Slow for an accepted solution: it is measured again
 * with each run alone, as the figure is not to depend on what else ran
 * beside it.
 */
static void judge_ours(struct vctx *c, struct step *s, const struct sub *sub)
{
	int want = verdict_from_folder(sub->folder);
	if (want < 0) {
		step_fault(s, "%s: unknown folder '%s'", sub->rel, sub->folder);
		return;
	}
	struct judge_opts opts = { .first_fail = want != V_AC, .jobs = one_at_a_time(want != V_AC) };
	struct submission_result r;
	struct diag d;
	if (judge_submission(c->j, c->p, sub->path, &opts, &r, &d) < 0) {
		step_fault(s, "%s: %s", sub->rel, d.msg);
		return;
	}
	int alone = 0;
	if (want == V_AC && r.verdict == V_AC && r.time_ms * ACCEPTED_SHARE > r.limits.time_ms) {
		struct submission_result again;
		opts.alone = 1;
		submission_result_free(&r);
		if (judge_submission(c->j, c->p, sub->path, &opts, &again, &d) < 0) {
			step_fault(s, "%s: %s", sub->rel, d.msg);
			return;
		}
		r = again;
		alone = 1;
	}
	const struct test_report *first = first_failed(&r);
	step_detail(s, (int)r.verdict, "%s  (max %ld ms%s%s%s%s%s)", sub->rel, r.time_ms, alone ? ", runs alone" : "",
	            first ? ", first: " : "", first ? first->name : "", first && first->message[0] ? ": " : "",
	            first ? first->message : "");
	/* A package's run_time_error folder holds what the format calls so: a run over its memory too. */
	int as_promised = (int)r.verdict == want || (c->p->imported_from && want == V_RE && r.verdict == V_MLE);
	if (!as_promised)
		step_fault(s, "%s: expected %s, got %s%s%s", sub->rel, verdict_code(want), verdict_code(r.verdict),
		           first ? " on " : "", first ? first->name : "");
	else if (want == V_AC && r.time_ms * ACCEPTED_SHARE > r.limits.time_ms)
		step_fault(s,
		           "%s: accepted, but takes %ld ms, over 1/%d of the limit (tests too weak or limit "
		           "too generous)",
		           sub->rel, r.time_ms, ACCEPTED_SHARE);
	else
		step_good(s);
	submission_result_free(&r);
}

/* A scoring package: the score the folder wants. 0 with why when it is not met; "score S of M" in scored. */
static int score_ok(const struct package *pkg, const struct sub *sub, const struct submission_result *r,
                    const enum verdict *v, char *scored, size_t ssize, char *reason, size_t rsize)
{
	double *groups = xcalloc(pkg->ngroups, sizeof *groups), *points = package_points(r), max;
	double score = package_score(pkg, v, points, groups, &max);
	int ok = 1;
	free(groups);
	free(points);
	snprintf(scored, ssize, ", score %g of %g", score, max);
	if (!strcmp(sub->folder, "accepted") && score != max)
		ok = 0, snprintf(reason, rsize, "score %g, not the maximum %g", score, max);
	if (!strcmp(sub->folder, "partially_accepted") && (score <= 0 || score >= max))
		ok = 0, snprintf(reason, rsize, "score %g: partially accepted wants more than 0, less than %g", score, max);
	return ok;
}

/* Judges one of a package's by its folder's rule. */
static void judge_package(struct vctx *c, struct step *s, const struct sub *sub)
{
	const struct package *pkg = c->pkg;
	struct judge_opts opts = { .first_fail = !pkg->scoring && strcmp(sub->folder, "accepted") &&
		                                 strcmp(sub->folder, "partially_accepted") };
	opts.jobs = one_at_a_time(opts.first_fail);
	struct submission_result r;
	struct diag d;
	if (judge_submission(c->j, c->p, sub->path, &opts, &r, &d) < 0) {
		step_fault(s, "%s: %s", sub->rel, d.msg);
		return;
	}
	enum verdict *v = package_verdicts(&r, opts.first_fail);
	char reason[300] = "", scored[80] = "";
	int ok = r.verdict != V_CE && r.verdict != V_JE;
	if (!ok)
		snprintf(reason, sizeof reason, "%s%s%s", verdict_code(r.verdict), r.judge_error ? ": " : "",
		         r.judge_error ? r.judge_error : "");
	else
		ok = package_submission_ok(sub->ps, v, r.ntests, reason, sizeof reason);
	if (ok && pkg->scoring)
		ok = score_ok(pkg, sub, &r, v, scored, sizeof scored, reason, sizeof reason);
	const struct test_report *first = first_failed(&r);
	step_detail(s, (int)r.verdict, "%s  (max %ld ms%s%s%s)", sub->rel, r.time_ms, scored, first ? ", first: " : "",
	            first ? first->name : "");
	if (ok)
		step_good(s);
	else
		step_fault(s, "%s: %s", sub->rel, reason);
	free(v);
	submission_result_free(&r);
}

/*
 * How dear sub is to judge, for --quick: 0 in C, 1 in another language
 * compiled to a native binary (C++: its headers take seconds to compile), 2
 * with a JVM or an interpreter started for each test.
 */
static int cost_rank(const struct vctx *c, const struct sub *sub)
{
	const struct language *lang = lang_by_file(c->j->langs, sub->path);
	if (!lang || lang->run)
		return 2;
	return strcmp(lang->name, "c") ? 1 : 0;
}

/*
 * --quick: whether subs[i] is left to the full proof. Of each folder one
 * submission is judged, on every test its folder's rule asks for: the
 * cheapest (cost_rank) of those that can be judged here, the first by name
 * of those. That is enough to show
 * each verdict its folder promises, and a correct program other than the
 * reference passing every test. The others (a compile each, a JVM or an
 * interpreter started for each test, a whole time limit for each that times
 * out: most of the step's time) wait for `judge validate`, which also proves
 * the limits fair to every language. The summary says how many.
 */
static int left_to_full(const struct vctx *c, const struct sub *subs, size_t n, size_t i)
{
	if (!c->opts->quick)
		return 0;
	size_t pick = n;
	for (size_t k = 0; k < n; k++)
		if (!subs[k].skipped && !strcmp(subs[k].folder, subs[i].folder) &&
		    (pick == n || subs[k].rank < subs[pick].rank))
			pick = k;
	return i != pick;
}

void step_submissions(struct vctx *c, struct step *s)
{
	struct sub *subs;
	size_t n = c->pkg ? list_package(c, &subs) : list_ours(c, &subs), accepted = 0, left = 0;
	for (size_t i = 0; i < n; i++) {
		char why[300];
		if (skipped(c, &subs[i], why, sizeof why))
			subs[i].skipped = xstrdup(why);
		subs[i].rank = cost_rank(c, &subs[i]);
	}
	for (size_t i = 0; i < n; i++) {
		if (subs[i].skipped) {
			step_detail(s, -1, "--  %s  (skipped: %s)", subs[i].rel, subs[i].skipped);
			continue;
		}
		/* A Polygon package's main solution is accepted too. */
		accepted += !strcmp(subs[i].folder, "accepted") || (c->pkg && c->pkg->polygon && !strcmp(subs[i].folder, "main"));
		if (left_to_full(c, subs, n, i)) {
			left++;
			continue;
		}
		s->total++;
		if (c->pkg)
			judge_package(c, s, &subs[i]);
		else
			judge_ours(c, s, &subs[i]);
	}
	for (size_t i = 0; i < n; i++) {
		free(subs[i].path);
		free(subs[i].rel);
		free(subs[i].folder);
		free(subs[i].skipped);
	}
	free(subs);
	/* A package needs one accepted submission; our own problems two. */
	if (c->pkg && !accepted)
		step_fault(s, "no accepted submission: the package must have one (submissions/accepted/)");
	else if (!c->pkg && accepted < (c->p->imported_from ? 1u : 2u))
		step_fault(s, "%zu accepted submissions; at least %s expected", accepted,
		           c->p->imported_from ? "one is" : "two are");
	snprintf(s->summary, sizeof s->summary, "%zu/%zu %s", s->good, s->total,
	         c->pkg ? "met their folder's rule" : "got their folder's verdict");
	if (left)
		snprintf(s->summary + strlen(s->summary), sizeof s->summary - strlen(s->summary),
		         " (--quick: one of each folder, in C where there is; %zu left to the full proof)",
		         left);
}
