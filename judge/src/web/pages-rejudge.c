/*
 * pages-rejudge.c: the jury's rejudging and the two-sources page.
 *
 * A rejudge (of a problem, or of one submission) is first a preview
 * (store_preview_start): every affected submission is judged again into a
 * shadow judgement that nobody else sees, and /jury/rejudge/PROBLEM lists each
 * with its old and new verdict, the changed ones marked, with Apply (the new
 * judgements become current: the scoreboard and the event feed follow, as
 * after a rejudge) and Cancel (they are discarded). One preview per problem
 * at a time. /jury/diff?a=N&b=M shows two submissions' sources with their
 * line differences (linediff.h), each line marked by a class and by a
 * "+", "-" or " " gutter, so that it reads without colour.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "linediff.h"
#include "store/store.h"
#include "util.h"
#include "web/page.h"

#define DIFF_EDITS_MAX 1000 /* lines removed and added searched for: a trace of 4 MB at most */
#define DIFF_LINES_MAX 3000 /* lines of a diff shown; the rest is cut with a note */

/* The problem a form names: its id, or NULL after answering 400. */
static const char *form_problem(struct page *p)
{
	const char *problem = http_form(p->req, "problem");
	if (!problem || !serve_problem(p->s, problem)) {
		page_fail(p, 400, "problem: no such problem");
		return NULL;
	}
	return problem;
}

/* Redirects to problem's preview page, with what was done (NULL: nothing) and how many. */
static void to_preview(struct page *p, const char *problem, const char *done, int n)
{
	char *loc =
	        done ? xasprintf("/jury/rejudge/%s?%s=%d", problem, done, n) : xasprintf("/jury/rejudge/%s", problem);
	page_redirect(p, loc);
	free(loc);
}

/* Apply or cancel problem's pending preview. */
static void settle(struct page *p, const char *action)
{
	const char *problem = form_problem(p);
	if (!problem)
		return;
	struct diag d;
	int apply = !strcmp(action, "apply");
	/* Finalized results are final: the Contest API said end_of_updates (a preview may still be looked at). */
	long long finalized = 0;
	if (apply && store_state_get(p->s->store, "finalized_ms", &finalized, &d) == 1) {
		page_fail(p, 409, "the results are finalized: a rejudge can no longer change them (cancel the preview)");
		return;
	}
	int n = apply ? store_preview_apply(p->s->store, problem, &d) : store_preview_cancel(p->s->store, problem, &d);
	if (n == STORE_PREVIEW_BUSY)
		page_fail(p, 409, d.msg);
	else if (n < 0)
		page_fail(p, 500, d.msg);
	else if (n == 0)
		page_fail(p, 409, "no rejudge preview is pending for this problem");
	else
		to_preview(p, problem, apply ? "applied" : "cancelled", n);
}

void post_rejudge(struct page *p, const char *arg)
{
	(void)arg;
	const char *sub = http_form(p->req, "submission"), *action = http_form(p->req, "action");
	if (action && (!strcmp(action, "apply") || !strcmp(action, "cancel"))) {
		settle(p, action);
		return;
	}
	if (action && strcmp(action, "preview")) {
		page_fail(p, 400, "action: expected preview, apply or cancel");
		return;
	}
	long long id = serve_parse_id(sub);
	struct store_submission one = { 0 };
	struct diag d;
	if (sub && (!id || store_submission_get(p->s->store, id, 0, &one, &d) != 1)) {
		page_fail(p, 400, "submission: no such submission");
		return;
	}
	const char *problem = sub ? one.problem_id : form_problem(p);
	if (!problem)
		return;
	int n = store_preview_start(p->s->store, sub ? id : 0, problem, &d);
	if (n == STORE_PREVIEW_BUSY)
		page_fail(p, 409, d.msg);
	else if (n < 0)
		page_fail(p, 500, d.msg);
	else if (n == 0)
		page_fail(p, 409, "nothing to rejudge: no submission of this problem has a judgement yet");
	else {
		serve_wake(p->s);
		to_preview(p, problem, NULL, 0);
	}
	store_submission_free(&one);
}

/* The verdict cell: the verdict, or "judging" while there is none yet. */
static void verdict_cell(struct page *p, const char *verdict)
{
	page_put(p, "<td>");
	page_put_verdict(p, verdict, verdict[0] != '\0');
	page_put(p, "</td>");
}

/* The rows of the preview; how many are judged anew and how many changed, in *judged and *changed. */
static void preview_table(struct page *p, const struct store_preview *rows, size_t n, size_t *judged, size_t *changed)
{
	*judged = *changed = 0;
	page_put(p, "<table id=\"preview\"><tr><th>#</th><th>Team</th><th>Minute</th><th>Old verdict</th>"
	            "<th>New verdict</th><th>Changed</th></tr>");
	for (size_t i = 0; i < n; i++) {
		const struct store_preview *r = &rows[i];
		const struct serve_team *t = serve_team(p->s, r->team_id);
		int done = r->new_verdict[0] != '\0', differs = done && strcmp(r->old_verdict, r->new_verdict);
		*judged += done;
		*changed += differs;
		page_put(p, "<tr id=\"preview-%lld\"%s><td><a href=\"/jury/submissions/%lld\">%lld</a></td><td>",
		         r->submission_id, differs ? " class=\"changed\"" : "", r->submission_id, r->submission_id);
		page_esc(p, t ? t->name : r->team_id);
		page_put(p, "</td><td>%ld</td>", page_minute(p, r->time_ms));
		verdict_cell(p, r->old_verdict);
		verdict_cell(p, r->new_verdict);
		page_put(p, "<td class=\"change\">%s</td></tr>\n", !done ? "judging" : differs ? "changed" : "same");
	}
	page_put(p, "</table>\n");
}

/* Apply (only once every row is judged) and Cancel. */
static void settle_forms(struct page *p, const char *problem, int ready)
{
	static const char *const acts[][3] = {
		{ "apply", "Apply",
		  "The new verdicts become the current ones: the scoreboard and the event feed change." },
		{ "cancel", "Cancel", "The new judgements are discarded: nothing changes." },
	};
	for (size_t i = 0; i < 2; i++) {
		page_put(p, "<form method=\"post\" action=\"/jury/rejudge\" class=\"clock-act\">");
		page_csrf_field(p);
		page_put(p, "<input type=\"hidden\" name=\"problem\" value=\"");
		page_esc(p, problem);
		page_put(p, "\"><button name=\"action\" value=\"%s\" id=\"%s\"%s>%s</button> %s</form>\n", acts[i][0],
		         acts[i][0], i == 0 && !ready ? " disabled" : "", acts[i][1], acts[i][2]);
	}
}

/* What was just done, from the redirect's query (applied=N, cancelled=N). */
static void done_note(struct page *p)
{
	const char *applied = http_query(p->req, "applied"), *cancelled = http_query(p->req, "cancelled");
	long long n = serve_parse_id(applied ? applied : cancelled);
	if (n && applied)
		page_put(p, "<p id=\"done\">Applied: the new judgements of %lld submissions are now current.</p>\n", n);
	else if (n && cancelled)
		page_put(p, "<p id=\"done\">Cancelled: the new judgements of %lld submissions were discarded.</p>\n",
		         n);
}

/* A problem's rejudge preview: each submission's old and new verdict, with Apply and Cancel. */
void get_jury_rejudge(struct page *p, const char *arg)
{
	const struct serve_problem *pr = serve_problem(p->s, arg);
	if (!pr) {
		page_fail(p, 404, "no such problem");
		return;
	}
	struct store_preview *rows = NULL;
	size_t n = 0, judged, changed;
	struct diag d;
	if (store_previews_list(p->s->store, pr->id, &rows, &n, &d) < 0) {
		page_fail(p, 500, d.msg);
		return;
	}
	size_t unjudged = 0;
	for (size_t i = 0; i < n; i++)
		unjudged += !rows[i].new_verdict[0];
	char *title = xasprintf("%s: rejudge preview", pr->label);
	page_begin(p, title, unjudged > 0); /* refreshed until every submission is judged again */
	free(title);
	done_note(p);
	if (!n) {
		page_put(p, "<p id=\"preview-state\">No rejudge preview is pending for this problem.</p>");
		free(rows);
		page_end(p, 200);
		return;
	}
	preview_table(p, rows, n, &judged, &changed);
	page_put(p, "<p id=\"preview-state\">%zu of %zu submissions judged again, %zu changed.%s</p>\n", judged, n,
	         changed, judged < n ? " The page reloads itself until every one is judged; Apply waits for them." : "");
	settle_forms(p, pr->id, judged == n);
	free(rows);
	page_end(p, 200);
}

/* A submission's file named name, or NULL. */
static const struct store_file *file_named(const struct store_submission *sub, const char *name)
{
	for (size_t i = 0; i < sub->nfiles; i++)
		if (!strcmp(sub->files[i].name, name))
			return &sub->files[i];
	return NULL;
}

/* One line of a diff: its gutter mark and line numbers, then its text, escaped. */
static void diff_line(struct page *p, const struct linediff_line *l)
{
	static const char *const cls[] = { "same", "del", "add" }, marks[] = " -+";
	char *text = xmalloc(l->len + 1);
	memcpy(text, l->text, l->len);
	text[l->len] = '\0';
	page_put(p, "<span class=\"%s\">%c ", cls[l->op], marks[l->op]);
	if (l->a_no)
		page_put(p, "%5zu ", l->a_no);
	else
		page_put(p, "      ");
	if (l->b_no)
		page_put(p, "%5zu ", l->b_no);
	else
		page_put(p, "      ");
	page_esc(p, text);
	page_put(p, "</span>\n");
	free(text);
}

/* The diff of a file of a (NULL: none) with its namesake of b (NULL: none), under the file's name. */
static void file_diff(struct page *p, const char *name, const struct store_file *fa, const struct store_file *fb)
{
	struct linediff df;
	linediff(fa ? (const char *)fa->data : "", fa ? fa->len : 0, fb ? (const char *)fb->data : "", fb ? fb->len : 0,
	         DIFF_EDITS_MAX, &df);
	page_put(p, "<h2>");
	page_esc(p, name);
	page_put(p, "</h2><p class=\"diff-summary\">%zu lines differ (removed and added).%s</p><pre class=\"diff\">",
	         df.edits,
	         df.too_different ? " The sources differ in too many lines to pair them: the first is shown removed, "
	                            "then the second added."
	                          : "");
	for (size_t i = 0; i < df.n && i < DIFF_LINES_MAX; i++)
		diff_line(p, &df.lines[i]);
	page_put(p, "</pre>");
	if (df.n > DIFF_LINES_MAX)
		page_put(p, "<p class=\"diff-cut\">The diff is cut here: %zu more lines are not shown.</p>",
		         df.n - DIFF_LINES_MAX);
	linediff_free(&df);
}

/* Who sent a submission, and its verdict, as the diff page's header says it. */
static void diff_head(struct page *p, const char *mark, const struct store_submission *sub)
{
	const struct serve_team *t = serve_team(p->s, sub->team_id);
	struct store_judgement j = { 0 };
	struct diag d;
	int found = store_judgement_current(p->s->store, sub->id, &j, &d) == 1 && j.verdict[0];
	page_put(p, "<li>%s <a href=\"/jury/submissions/%lld\">submission %lld</a>: ", mark, sub->id, sub->id);
	page_esc(p, t ? t->name : sub->team_id);
	page_put(p, ", minute %ld, ", page_minute(p, sub->time_ms));
	page_esc(p, sub->language);
	page_put(p, ", ");
	page_put_verdict(p, found ? j.verdict : "", found);
	page_put(p, "</li>");
	store_judgement_free(&j);
}

/* Two submissions' sources with their differences: /jury/diff?a=N&b=M. */
void get_jury_diff(struct page *p, const char *arg)
{
	(void)arg;
	long long ia = serve_parse_id(http_query(p->req, "a")), ib = serve_parse_id(http_query(p->req, "b"));
	struct store_submission a = { 0 }, b = { 0 };
	struct diag d;
	if (!ia || !ib || store_submission_get(p->s->store, ia, 1, &a, &d) != 1 ||
	    store_submission_get(p->s->store, ib, 1, &b, &d) != 1) {
		store_submission_free(&a);
		page_fail(p, 404, "a, b: expected two submissions' ids");
		return;
	}
	char *title = xasprintf("Submissions %lld and %lld side by side", ia, ib);
	page_begin(p, title, 0);
	free(title);
	page_put(p, "<ul id=\"diff-heads\">");
	diff_head(p, "-", &a);
	diff_head(p, "+", &b);
	page_put(p, "</ul><p>Lines marked <code>-</code> are only in the first, <code>+</code> only in the second; "
	            "the numbers are each line's in the first and in the second.</p>\n");
	for (size_t i = 0; i < a.nfiles; i++)
		file_diff(p, a.files[i].name, &a.files[i], file_named(&b, a.files[i].name));
	for (size_t i = 0; i < b.nfiles; i++)
		if (!file_named(&a, b.files[i].name))
			file_diff(p, b.files[i].name, NULL, &b.files[i]);
	page_end(p, 200);
	store_submission_free(&a);
	store_submission_free(&b);
}

/* One choice of the diff form: "#12 Team, minute 5, AC". */
static void diff_option(struct page *p, const struct store_submission *sub, long long selected)
{
	const struct serve_team *t = serve_team(p->s, sub->team_id);
	page_put(p, "<option value=\"%lld\"%s>#%lld ", sub->id, sub->id == selected ? " selected" : "", sub->id);
	page_esc(p, t ? t->name : sub->team_id);
	page_put(p, ", minute %ld</option>", page_minute(p, sub->time_ms));
}

void page_diff_form(struct page *p, const struct store_submission *subs, size_t n)
{
	if (n < 2)
		return;
	page_put(p, "<h2>Two sources side by side</h2><form method=\"get\" action=\"/jury/diff\" id=\"diff-form\">");
	const char *names[2] = { "a", "b" };
	for (size_t k = 0; k < 2; k++) {
		page_put(p, "<select name=\"%s\" id=\"diff-%s\">", names[k], names[k]);
		for (size_t i = 0; i < n; i++)
			diff_option(p, &subs[i], subs[n - 2 + k].id);
		page_put(p, "</select> ");
	}
	page_put(p, "<button>Show their differences</button></form>\n");
}
