/*
 * pages-explore.c: what the explorer says, on the pages. The jury's explore
 * page of a problem (/jury/explore/ID: the table, the pattern, the picture,
 * each judged submission's disagreements, an accepted one's too: what the
 * tests let through; the hints each team took), a
 * submission's disagreements on its jury page, and the hints of
 * contest.yaml's training.hints_after on a team's problem page (POST /hint).
 *
 * Everything shown was computed by the worker and stored (live/explore-work.h):
 * these pages only read rows. The pictures are drawn here by draw.c, from the
 * problem's table and a submission's marks, which escapes what it writes;
 * every other text is escaped as it is written.
 *
 * Hints. A rejected submission is one whose current judgement is finished
 * and is neither AC nor CE nor JE: as the ICPC rules charge no penalty for a
 * compile error, one does not bring a hint closer, and neither does the
 * judge's own error. After the team's K-th rejected submission on a problem
 * (K = hints_after), while the team has not solved it, its problem page
 * offers "Show a hint": one smallest position where its latest rejected
 * program answers wrong, with its answer and the right one. Taking it is a
 * POST (with the CSRF token) that records a row, once per submission; the
 * jury's explore page counts them per team. Before the K-th rejection, after
 * solving, without an explorer or with hints off, nothing is offered and the
 * POST answers 403; while the hint is being computed, or when there is none
 * to give (no small position is wrong, or exploring failed), the page says
 * so and the POST answers 409.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/draw.h"
#include "contest/contest-package.h"
#include "web/page.h"
#include "store/store.h"
#include "store/store.h"
#include "util.h"
#include "web/rules.h"

/* Whether a finished verdict counts as a rejection for hints. */
static int rejected(const char *verdict)
{
	return verdict[0] && strcmp(verdict, "AC") && strcmp(verdict, "CE") && strcmp(verdict, "JE");
}

/* Where a team stands on a problem, for its hint. */
struct hint_state {
	long rejected;    /* rejected submissions, judged */
	int solved;       /* one accepted */
	long long latest; /* the latest rejected submission, 0: none */
	int ready;        /* its disagreements are computed (g is filled) */
	struct store_disagreement g;
	int taken; /* the team took the hint about latest */
};

static int hint_state(struct page *p, const char *team, const char *problem, struct hint_state *h, struct diag *d)
{
	memset(h, 0, sizeof *h);
	struct store_filter f = { .team_id = team, .problem_id = problem };
	struct store_judgement *js = NULL;
	size_t nj = 0;
	if (store_judgements_list(p->s->store, &f, &js, &nj, d) < 0)
		return -1;
	for (size_t i = 0; i < nj; i++) {
		if (!js[i].valid || !js[i].ended_ms)
			continue;
		h->solved |= !strcmp(js[i].verdict, "AC");
		if (rejected(js[i].verdict)) {
			h->rejected++;
			h->latest = js[i].submission_id > h->latest ? js[i].submission_id : h->latest;
		}
	}
	store_judgements_free(js, nj);
	if (!h->latest)
		return 0;
	int rc = store_disagreement_get(p->s->store, h->latest, &h->g, d);
	if (rc < 0)
		return -1;
	h->ready = rc;
	struct store_hint *hs = NULL;
	size_t nh = 0;
	if (store_hints_list(p->s->store, team, problem, &hs, &nh, d) < 0) {
		store_disagreement_free(&h->g);
		return -1;
	}
	for (size_t i = 0; i < nh; i++)
		h->taken |= hs[i].submission_id == h->latest;
	free(hs);
	return 0;
}

/*
 * Whether the hint may be taken: 0 yes; otherwise the status a POST gets
 * (403 not offered, 409 not available now) and why, for the team.
 */
static int hint_refusal(struct page *p, const struct serve_problem *pr, const struct hint_state *h, const char **why)
{
	long k = p->s->pkg->hints_after;
	if (k <= 0)
		return *why = "this contest gives no hints", 403;
	if (!pr->explorer)
		return *why = "this problem has no explorer: it has no hints", 403;
	if (h->solved)
		return *why = "you have solved this problem: no hint", 403;
	if (h->rejected < k)
		return *why = "a hint is offered after more rejected submissions", 403;
	if (!h->ready)
		return *why = "the hint about your latest rejected submission is being prepared: reload in a moment",
		       409;
	if (h->g.error)
		return *why = "no hint can be given about your latest rejected submission", 409;
	if (!h->g.hint_at)
		return *why = "your latest rejected program answers every small position right: "
		              "its mistake is on larger ones, or in its time or memory",
		       409;
	return 0;
}

static void put_hint(struct page *p, const struct hint_state *h)
{
	page_put(p, "<p id=\"hint-text\">Submission %lld is wrong at <strong>", h->latest);
	page_esc(p, h->g.hint_at);
	page_put(p, "</strong>: ");
	page_esc(p, h->g.hint_note);
	page_put(p, ".</p>");
}

/* The hints the team took about its earlier submissions, still shown once it submitted again. */
static void put_earlier_hints(struct page *p, const char *problem, long long latest)
{
	struct store_hint *hs = NULL;
	size_t nh = 0, shown = 0;
	struct diag d;
	if (store_hints_list(p->s->store, p->acc->team_id, problem, &hs, &nh, &d) < 0)
		return;
	for (size_t i = 0; i < nh; i++) {
		struct store_disagreement g;
		if (hs[i].submission_id == latest ||
		    store_disagreement_get(p->s->store, hs[i].submission_id, &g, &d) != 1)
			continue;
		if (g.hint_at) {
			page_put(p, "%s<li>Submission %lld was wrong at <strong>",
			         shown++ ? "" : "<ul id=\"earlier-hints\">", hs[i].submission_id);
			page_esc(p, g.hint_at);
			page_put(p, "</strong>: ");
			page_esc(p, g.hint_note);
			page_put(p, ".</li>");
		}
		store_disagreement_free(&g);
	}
	page_put(p, "%s", shown ? "</ul>" : "");
	free(hs);
}

void page_hint_section(struct page *p, const struct serve_problem *pr)
{
	long k = p->s->pkg->hints_after;
	if (k <= 0 || page_jury(p) || !p->acc->team_id)
		return;
	struct hint_state h;
	struct diag d;
	page_put(p, "<section id=\"hint\"><h2>Hint</h2>");
	if (hint_state(p, p->acc->team_id, pr->id, &h, &d) < 0) {
		page_put(p, "<p class=\"error\">the store failed: ");
		page_esc(p, d.msg);
		page_put(p, "</p></section>\n");
		return;
	}
	const char *why = NULL;
	int refused = hint_refusal(p, pr, &h, &why);
	if (!refused && h.taken) {
		put_hint(p, &h);
	} else if (!refused) {
		page_put(p, "<form method=\"post\" action=\"/hint\">");
		page_csrf_field(p);
		page_put(p, "<input type=\"hidden\" name=\"problem\" value=\"");
		page_esc(p, pr->id);
		page_put(p,
		         "\"><p>After %ld rejected submissions you may see one small position where your latest "
		         "rejected program is wrong. The jury sees that you took it.</p>"
		         "<button id=\"take-hint\">Show a hint</button></form>",
		         h.rejected);
	} else if (h.rejected < k && pr->explorer && !h.solved) {
		page_put(p,
		         "<p id=\"hint-state\">A hint is offered after %ld rejected submissions (compile errors do not "
		         "count); you have %ld.</p>",
		         k, h.rejected);
	} else {
		page_put(p, "<p id=\"hint-state\">");
		page_esc(p, why);
		page_put(p, ".</p>");
	}
	put_earlier_hints(p, pr->id, h.latest);
	page_put(p, "</section>\n");
	store_disagreement_free(&h.g);
}

void post_hint(struct page *p, const char *arg)
{
	(void)arg;
	const char *id = http_form(p->req, "problem");
	const struct serve_problem *pr = id ? serve_problem(p->s, id) : NULL;
	if (!pr || !serve_started(p->s)) {
		page_fail(p, 404, "no such problem");
		return;
	}
	struct hint_state h;
	struct diag d;
	if (hint_state(p, p->acc->team_id, pr->id, &h, &d) < 0) {
		page_fail(p, 500, d.msg);
		return;
	}
	const char *why = NULL;
	int status = hint_refusal(p, pr, &h, &why);
	long long taken = status ? 0 : store_hint_add(p->s->store, p->acc->team_id, pr->id, h.latest, &d);
	store_disagreement_free(&h.g);
	if (status || taken < 0) {
		page_fail(p, status ? status : 500, status ? why : d.msg);
		return;
	}
	char *loc = xasprintf("/problems/%s#hint", pr->id);
	page_redirect(p, loc);
	free(loc);
}

/* ---- the jury's side ---- */

#define PICTURE_WIDTH 20 /* a sequence's positions per row, as judge explore draws it */

/* The values of e's table into t (t->v malloc'ed); 0, or -1 when the row does not hold a whole table. */
static int row_table(const struct store_explore *e, struct table *t)
{
	*t = (struct table){ .dims = e->dims, .values = (enum values)e->sg };
	memcpy(t->lo, e->lo, sizeof t->lo);
	memcpy(t->hi, e->hi, sizeof t->hi);
	if ((e->dims != 1 && e->dims != 2) || e->hi[0] < e->lo[0] || (e->dims == 2 && e->hi[1] < e->lo[1]) ||
	    !e->values || !e->axes[0] || (e->dims == 2 && !e->axes[1]))
		return -1;
	size_t n = pattern_table_size(t), k = 0;
	t->v = xcalloc(n + 1, sizeof *t->v);
	char *end;
	for (const char *s = e->values; k < n; k++, s = end) {
		t->v[k] = strtol(s, &end, 10);
		if (end == s)
			return -1;
	}
	return 0;
}

/*
 * The problem's picture, drawn from its explore row, with a submission's
 * marks when given (one per position: draw.c crosses out the wrong ones).
 */
static void put_picture(struct page *p, const struct store_explore *e, const char *marks)
{
	struct table t;
	if (row_table(e, &t) < 0 || (marks && strlen(marks) != pattern_table_size(&t))) {
		page_put(p, "<p class=\"error\">the stored explore does not fit its positions (was the problem's "
		            "explore range changed?)</p>");
		free(t.v);
		return;
	}
	const char *axes[2] = { e->axes[0], e->axes[1] };
	struct picture pic = { .t = &t,
		               .axes = axes,
		               .title = e->title,
		               .subtitle = e->subtitle,
		               .width = PICTURE_WIDTH,
		               .marks = marks,
		               .caption = e->caption };
	page_put(p, "<div class=\"picture\">");
	draw_svg(p->f, &pic);
	page_put(p, "</div>");
	free(t.v);
}

/* A submission's disagreements: the counts, the picture with them crossed out, the first of them, the hint. */
static void put_disagreement(struct page *p, const struct store_explore *e, const struct store_disagreement *g)
{
	if (g->error) {
		page_put(p, "<p class=\"error\" id=\"disagree\">");
		page_esc(p, g->error);
		page_put(p, "</p>");
		return;
	}
	page_put(p,
	         "<p id=\"disagree\">On the explored positions (its run there: %s): %ld asked, %ld answered wrong, %ld "
	         "without an answer.</p>",
	         g->run_verdict, g->asked, g->wrong, g->missing);
	if (e)
		put_picture(p, e, g->marks);
	if (g->positions && g->positions[0]) {
		page_put(p, "<pre id=\"positions\">");
		page_esc(p, g->positions);
		page_put(p, "</pre>");
	}
	if (g->hint_at) {
		page_put(p, "<p>The hint a team would see: <strong>");
		page_esc(p, g->hint_at);
		page_put(p, "</strong>: ");
		page_esc(p, g->hint_note);
		page_put(p, ".</p>");
	}
}

void page_explore_submission(struct page *p, const struct store_submission *sub)
{
	const struct serve_problem *pr = serve_problem(p->s, sub->problem_id);
	if (!pr || !pr->explorer)
		return;
	struct store_disagreement g;
	struct store_explore e;
	struct store_judgement j = { 0 };
	struct diag d;
	page_put(p, "<h2>Against the rules on small positions</h2>");
	int found = store_disagreement_get(p->s->store, sub->id, &g, &d);
	int judged = found == 0 ? store_judgement_current(p->s->store, sub->id, &j, &d) : 0;
	int explored = found > 0 ? store_explore_get(p->s->store, pr->id, &e, &d) : 0;
	if (found < 0 || judged < 0 || explored < 0) {
		page_put(p, "<p class=\"error\">the store failed: ");
		page_esc(p, d.msg);
		page_put(p, "</p>");
	} else if (found) {
		put_disagreement(p, explored && !e.error ? &e : NULL, &g);
	} else {
		page_put(p, "<p id=\"disagree\">%s</p>",
		         judged && (rejected(j.verdict) || !strcmp(j.verdict, "AC"))
		                 ? "Not explored yet: the worker explores when no submission waits."
		                 : "Not explored: only a program that was judged (not CE or JE) is.");
	}
	struct store_hint *hs = NULL;
	size_t nh = 0;
	if (store_hints_list(p->s->store, sub->team_id, NULL, &hs, &nh, &d) == 0)
		for (size_t i = 0; i < nh; i++)
			if (hs[i].submission_id == sub->id) {
				page_put(p, "<p id=\"hint-taken\">The team took the hint about it at ");
				page_put_clock(p, hs[i].time_ms);
				page_put(p, ".</p>");
			}
	free(hs);
	if (explored > 0)
		store_explore_free(&e);
	store_disagreement_free(&g);
	store_judgement_free(&j);
}

/* The explore of the problem: its table, pattern and picture, or why there is none. */
static void put_explore(struct page *p, const struct serve_problem *pr)
{
	struct store_explore e;
	struct diag d;
	int rc = store_explore_get(p->s->store, pr->id, &e, &d);
	if (rc < 0) {
		page_put(p, "<p class=\"error\">the store failed: ");
		page_esc(p, d.msg);
		page_put(p, "</p>");
	} else if (rc == 0) {
		page_put(p,
		         "<p id=\"explore-state\">Not explored yet: the worker explores when no submission waits.</p>");
	} else if (e.error) {
		page_put(p, "<p class=\"error\" id=\"explore-state\">");
		page_esc(p, e.error);
		page_put(p, "</p>");
	} else {
		page_put(p, "<p id=\"explore-state\">");
		page_esc(p, e.subtitle);
		page_put(p, "</p><h2>Table</h2><pre id=\"explore-table\">");
		page_esc(p, e.table_text);
		page_put(p, "</pre><h2>Pattern</h2><pre id=\"findings\">");
		page_esc(p, e.findings);
		page_put(p, "</pre><h2>Picture</h2>");
		put_picture(p, &e, NULL);
	}
	store_explore_free(&e);
}

/* One judged submission's row: where it disagrees, in short. */
static void explored_row(struct page *p, const struct store_submission *sub, const struct store_judgement *j)
{
	struct store_disagreement g;
	struct diag d;
	const struct serve_team *t = serve_team(p->s, sub->team_id);
	int found = store_disagreement_get(p->s->store, sub->id, &g, &d);
	page_put(p, "<tr><td><a href=\"/jury/submissions/%lld\">%lld</a></td><td>", sub->id, sub->id);
	page_esc(p, t ? t->name : sub->team_id);
	page_put(p, "</td><td>");
	page_put_verdict(p, j->verdict, 1);
	page_put(p, "</td><td>");
	if (found < 0)
		page_esc(p, d.msg);
	else if (!found)
		page_put(p, "not explored yet");
	else if (g.error)
		page_esc(p, g.error);
	else
		page_put(p, "%ld wrong, %ld without an answer, of %ld asked", g.wrong, g.missing, g.asked);
	page_put(p, "</td><td>");
	if (found > 0 && g.hint_at) {
		page_esc(p, g.hint_at);
		page_put(p, ": ");
		page_esc(p, g.hint_note);
	}
	page_put(p, "</td></tr>");
	store_disagreement_free(&g);
}

/*
 * Every judged submission of the problem (not CE or JE), newest first, with
 * where it disagrees: an accepted one that is wrong here passed tests that
 * miss those positions.
 */
static void put_explored(struct page *p, const struct serve_problem *pr)
{
	struct store_filter f = { .problem_id = pr->id };
	struct store_submission *subs = NULL;
	struct store_judgement *js = NULL;
	size_t n = 0, nj = 0;
	struct diag d;
	page_put(p, "<h2>Submissions against the rules</h2><p>An accepted submission that is wrong on a small "
	            "position passed the tests without being right: the tests do not ask there.</p>");
	if (store_submissions_list(p->s->store, &f, &subs, &n, &d) < 0 ||
	    store_judgements_list(p->s->store, &f, &js, &nj, &d) < 0) {
		page_put(p, "<p class=\"error\">the store failed</p>");
		store_submissions_free(subs, n);
		return;
	}
	page_put(p, "<table id=\"rejected\"><tr><th>#</th><th>Team</th><th>Verdict</th><th>Small positions</th>"
	            "<th>Smallest wrong</th></tr>");
	for (size_t i = n; i-- > 0;)
		for (size_t k = 0; k < nj; k++)
			if (js[k].submission_id == subs[i].id && js[k].valid && js[k].ended_ms &&
			    (rejected(js[k].verdict) || !strcmp(js[k].verdict, "AC")))
				explored_row(p, &subs[i], &js[k]);
	page_put(p, "</table>\n");
	store_submissions_free(subs, n);
	store_judgements_free(js, nj);
}

/* The hints each team took on the problem: how many, about which submissions. */
static void put_hints(struct page *p, const struct serve_problem *pr)
{
	struct store_hint *hs = NULL;
	size_t nh = 0;
	struct diag d;
	page_put(p, "<h2>Hints taken</h2>");
	if (p->s->pkg->hints_after <= 0)
		page_put(p,
		         "<p>Hints are off (contest.yaml: <code>training: hints_after: K</code> turns them on).</p>");
	if (store_hints_list(p->s->store, NULL, pr->id, &hs, &nh, &d) < 0) {
		page_put(p, "<p class=\"error\">the store failed</p>");
		return;
	}
	page_put(p, "<table id=\"hints\"><tr><th>Team</th><th>Hints</th><th>About submissions</th></tr>");
	for (size_t t = 0; t < p->s->contest->nteams; t++) {
		const struct serve_team *team = &p->s->contest->teams[t];
		size_t count = 0;
		for (size_t i = 0; i < nh; i++)
			count += !strcmp(hs[i].team_id, team->id);
		if (!count)
			continue;
		page_put(p, "<tr><td>");
		page_esc(p, team->name);
		page_put(p, "</td><td>%zu</td><td>", count);
		for (size_t i = 0; i < nh; i++)
			if (!strcmp(hs[i].team_id, team->id))
				page_put(p, " <a href=\"/jury/submissions/%lld\">%lld</a>", hs[i].submission_id,
				         hs[i].submission_id);
		page_put(p, "</td></tr>");
	}
	page_put(p, "</table>\n");
	free(hs);
}

void get_jury_explore(struct page *p, const char *arg)
{
	const struct serve_problem *pr = serve_problem(p->s, arg);
	if (!pr) {
		page_fail(p, 404, "no such problem");
		return;
	}
	char *title = xasprintf("%s: %s, explored", pr->label, pr->title);
	struct store_explore e = { 0 };
	struct diag d;
	/* Refreshed until the worker has explored it. */
	int waiting = pr->explorer && store_explore_get(p->s->store, pr->id, &e, &d) == 0;
	store_explore_free(&e);
	page_begin(p, title, waiting);
	free(title);
	if (pr->explorer) {
		put_explore(p, pr);
		put_explored(p, pr);
	} else
		page_put(p,
		         "<p id=\"explore-state\">This problem has no explorer (its manifest has no 'explore' entry): "
		         "no table and no hints.</p>");
	put_hints(p, pr);
	page_end(p, 200);
}
