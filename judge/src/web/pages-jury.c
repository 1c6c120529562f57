/*
 * pages-jury.c: the jury's pages (judge and admin accounts): every
 * submission with its source and tests, a problem's submissions side by
 * side (compare's cells), the rejudge form (pages-rejudge.c previews it), and the clock (start now or at a scheduled
 * time, pause the countdown, end now, thaw the scoreboard).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "web/clock.h"
#include "contest/contest-package.h"
#include "web/page.h"
#include "store/store.h"
#include "store/store.h"
#include "util.h"
#include "web/rules.h"

/* One act of the clock: its button, and a sentence saying what it does before it is pressed. */
static void clock_button(struct page *p, const char *action, const char *label, const char *says)
{
	page_put(p, "<form method=\"post\" action=\"/jury/clock\" class=\"clock-act\">");
	page_csrf_field(p);
	page_put(p, "<button name=\"action\" value=\"%s\" id=\"%s\">%s</button> %s</form>\n", action, action, label,
	         says);
}

/*
 * The schedule (an admin's, as the Contest API's PATCH of start_time): a start
 * time, at least 30 s ahead, or the countdown paused (when a start is scheduled).
 */
static void schedule_form(struct page *p, long long start)
{
	page_put(p, "<form method=\"post\" action=\"/jury/clock\" class=\"clock-act\">");
	page_csrf_field(p);
	page_put(p,
	         "<input name=\"start_time\" id=\"start_time\" placeholder=\"2026-11-28T12:00:00Z\" required> "
	         "<button name=\"action\" value=\"schedule\" id=\"schedule\">Schedule the start</button> The contest "
	         "begins by itself at this time (UTC, or with its offset), at least 30 s from now; until 30 s "
	         "before the start it can be moved again.</form>\n");
	if (start)
		clock_button(p, "pause", "Pause the countdown",
		             "The scheduled start is cleared and the time left is kept (the Contest API's "
		             "countdown_pause_time) until a new start is scheduled or the contest is started by hand.");
}

/* The clock's log: every act, when, by whom, what it did. */
static void clock_log(struct page *p)
{
	struct store_clock_entry *log = NULL;
	size_t n = 0;
	struct diag d;
	if (store_clock_log(p->s->store, &log, &n, &d) < 0) {
		page_put(p, "<p class=\"error\">the clock's log: ");
		page_esc(p, d.msg);
		page_put(p, "</p>");
		return;
	}
	page_put(p, "<table id=\"clock-log\"><tr><th>Time (UTC)</th><th>Act</th><th>By</th><th>What it did</th></tr>");
	for (size_t i = 0; i < n; i++) {
		page_put(p, "<tr><td>");
		page_put_clock(p, log[i].time_ms);
		page_put(p, "</td><td>");
		page_esc(p, log[i].action);
		page_put(p, "</td><td>");
		page_esc(p, log[i].who);
		page_put(p, "</td><td>");
		page_esc(p, log[i].what ? log[i].what : "");
		page_put(p, "</td></tr>");
	}
	page_put(p, "</table>\n");
	store_clock_log_free(log, n);
}

/*
 * The clock: where it stands, and only the acts that make sense now, each
 * saying what it does (the server refuses the others all the same, 409).
 */
static void clock_section(struct page *p)
{
	const struct serve_contest *c = p->s->contest;
	long long start = serve_start_ms(p->s), end = serve_end_ms(p->s), now = store_now_ms();
	long long freeze = serve_freeze_ms(p->s);
	page_put(p, "<h2>Clock</h2><p id=\"clock\">");
	long long paused = serve_countdown_pause_ms(p->s);
	if (start && now < start) {
		char when[32];
		clock_format_utc(start, when, sizeof when);
		page_put(p, "Not started: scheduled to start at %s.", when);
	} else if (!start && paused >= 0) {
		page_put(p, "Not started: the countdown is paused with %lld s left.", paused / 1000);
	} else if (!start) {
		page_put(p, "Not started.");
	} else if (now >= end)
		page_put(p, "Ended.");
	else
		page_put(p, "Running: minute %ld of %lld.", page_minute(p, now), c->duration_ms / 60000);
	page_put(p, "</p>\n");
	if (!start || now < start) {
		clock_button(p, "start", "Start now",
		             "The contest begins at once, at minute 0: teams see the problems and may submit. "
		             "It can be started only once.");
		schedule_form(p, start);
	} else if (now < end)
		clock_button(p, "end", "End now",
		             p->s->pkg->upsolve
		                     ? "The contest ends at once, before its scheduled end: later submissions are "
		                       "upsolving, apart from the ranking, and the contest cannot be started again."
		                     : "The contest ends at once, before its scheduled end: later submissions are "
		                       "refused, and the contest cannot be started again.");
	if (freeze && freeze < end) /* frozen now, and not ended before the freeze */
		clock_button(p, "thaw", "Thaw the scoreboard",
		             "The public scoreboard shows every judgement, the frozen ones too, from now on: it is not "
		             "frozen again.");
	long long finalized = 0;
	struct diag d;
	if (start && now >= end && store_state_get(p->s->store, "finalized_ms", &finalized, &d) == 0)
		clock_button(p, "finalize", "Finalize the results",
		             "The results are final: the Contest API says so (state.finalized), and once the "
		             "scoreboard is thawed (or if it never froze) that no more updates come "
		             "(end_of_updates), which the ICPC Resolver waits for. Judge every pending submission "
		             "and settle every rejudging first. It can be done only once.");
	clock_log(p);
}

static void rejudge_problem_form(struct page *p)
{
	page_put(p, "<h2>Rejudge a problem</h2><form method=\"post\" action=\"/jury/rejudge\">");
	page_csrf_field(p);
	page_put(p, "<select name=\"problem\">");
	for (size_t i = 0; i < p->s->contest->nproblems; i++) {
		page_put(p, "<option value=\"");
		page_esc(p, p->s->contest->problems[i].id);
		page_put(p, "\">");
		page_esc(p, p->s->contest->problems[i].label);
		page_put(p, "</option>");
	}
	page_put(p, "</select> <button id=\"rejudge-problem\">Preview a rejudge of every submission</button> Each "
	            "judged submission is judged again without counting; a page then shows every old and new "
	            "verdict, to apply or cancel.</form>\n<h2>Problems side by side</h2><p>");
	for (size_t i = 0; i < p->s->contest->nproblems; i++) {
		page_put(p, "<a href=\"/jury/problems/");
		page_esc(p, p->s->contest->problems[i].id);
		page_put(p, "\">");
		page_esc(p, p->s->contest->problems[i].label);
		page_put(p, "</a> ");
	}
	page_put(p, "</p>\n<h2>Explore and hints</h2><p>");
	for (size_t i = 0; i < p->s->contest->nproblems; i++) {
		page_put(p, "<a href=\"/jury/explore/");
		page_esc(p, p->s->contest->problems[i].id);
		page_put(p, "\">");
		page_esc(p, p->s->contest->problems[i].label);
		page_put(p, "</a> ");
	}
	page_put(p, "</p>\n<h2>Export</h2><p>The session as <code>judge compare</code> draws it: "
	            "<a href=\"/jury/export.html\">HTML</a>, <a href=\"/jury/export.md\">Markdown</a>, "
	            "<a href=\"/jury/export.json\">JSON</a>; "
	            "as JSON: the Contest API.</p>\n");
}

void get_jury(struct page *p, const char *arg)
{
	(void)arg;
	struct page inner = *p;
	inner.f = xopen_memstream(&inner.buf, &inner.len);
	int pending = page_submissions_table(&inner, NULL, "/jury/submissions/");
	fclose(inner.f);
	page_begin(p, "Jury", pending);
	long open = page_clar_open(p);
	page_put(p,
	         "<p id=\"jury-links\"><a href=\"/jury/queue\" id=\"queue-link\">Judging queue and worker</a> &middot; "
	         "<a href=\"/jury/accounts\" id=\"accounts-link\">Teams, accounts and reload</a> &middot; "
	         "<a href=\"/jury/clarifications\" id=\"clar-link\"%s>Clarifications",
	         open > 0 ? " class=\"unread\"" : "");
	if (open > 0)
		page_put(p, " (%ld unanswered)", open);
	page_put(p, "</a></p>\n");
	clock_section(p);
	rejudge_problem_form(p);
	page_put(p, "<h2>Submissions</h2>");
	fwrite(inner.buf, 1, inner.len, p->f);
	free(inner.buf);
	page_end(p, 200);
}

int page_cell(struct page *p, const struct store_submission *sub, const struct serve_problem *pr, char *text,
              size_t size, char verdict[8])
{
	struct store_judgement j = { 0 };
	struct diag d;
	if (store_judgement_current(p->s->store, sub->id, &j, &d) != 1 || !j.verdict[0]) {
		store_judgement_free(&j);
		snprintf(text, size, "pending");
		verdict[0] = '\0';
		return 0;
	}
	struct store_run *runs = NULL;
	size_t n = 0, passed = 0;
	int first = 0;
	store_runs_list(p->s->store, j.id, &runs, &n, &d);
	for (size_t i = 0; i < n; i++) {
		if (!strcmp(runs[i].verdict, "AC"))
			passed++;
		else if (!first)
			first = runs[i].ordinal;
	}
	snprintf(verdict, 8, "%s", j.verdict);
	if (!strcmp(j.verdict, "AC"))
		snprintf(text, size, "AC %ldms", j.time_ms);
	else if (first && strcmp(j.verdict, "CE") && strcmp(j.verdict, "JE"))
		snprintf(text, size, "%s on %d, %zu/%d", j.verdict, first, passed, pr->ntests);
	else
		snprintf(text, size, "%s", j.verdict);
	store_runs_free(runs, n);
	store_judgement_free(&j);
	return 1;
}

static void compare_cell(struct page *p, const struct store_submission *sub, const struct serve_problem *pr)
{
	char text[64], verdict[8];
	int judged = page_cell(p, sub, pr, text, sizeof text, verdict);
	page_put(p, "<td><a href=\"/jury/submissions/%lld\"><span class=\"v %s\">", sub->id,
	         !judged                 ? "pending"
	         : strcmp(verdict, "AC") ? "v-no"
	                                 : "v-ac");
	page_esc(p, text);
	page_put(p, "</span></a></td>");
}

/* A problem's submissions side by side, a row per team, as compare shows them. */
void get_jury_problem(struct page *p, const char *arg)
{
	const struct serve_problem *pr = serve_problem(p->s, arg);
	if (!pr) {
		page_fail(p, 404, "no such problem");
		return;
	}
	struct store_filter f = { .problem_id = pr->id };
	struct store_submission *subs = NULL;
	size_t n = 0;
	struct diag d;
	if (store_submissions_list(p->s->store, &f, &subs, &n, &d) < 0) {
		page_fail(p, 500, d.msg);
		return;
	}
	char *title = xasprintf("%s: %s, every team's submissions", pr->label, pr->title);
	page_begin(p, title, 0);
	free(title);
	page_put(p, "<table class=\"compare\" id=\"compare\"><tr><th>Team</th><th>Submissions, oldest first</th></tr>");
	for (size_t t = 0; t < p->s->contest->nteams; t++) {
		const struct serve_team *team = &p->s->contest->teams[t];
		page_put(p, "<tr><td>");
		page_esc(p, team->name);
		page_put(p, "</td>");
		for (size_t i = 0; i < n; i++)
			if (!strcmp(subs[i].team_id, team->id))
				compare_cell(p, &subs[i], pr);
		page_put(p, "</tr>\n");
	}
	page_put(p, "</table>\n");
	page_diff_form(p, subs, n);
	store_submissions_free(subs, n);
	page_end(p, 200);
}

void get_jury_submission(struct page *p, const char *arg)
{
	page_submission(p, arg, 1);
}

void post_clock(struct page *p, const char *arg)
{
	(void)arg;
	char msg[512];
	const char *action = http_form(p->req, "action"), *at = http_form(p->req, "start_time");
	long long ms = 0;
	int status;
	if (action && !strcmp(action, "schedule") && (!at || contest_parse_time(at, &ms) < 0)) {
		status = 400;
		snprintf(msg, sizeof msg, "start_time: expected a time as 2026-11-28T12:00:00Z");
	} else if (action && (!strcmp(action, "schedule") || !strcmp(action, "pause")))
		status = serve_clock_schedule(p->s, ms, -1, msg, sizeof msg);
	else
		status = serve_clock_act(p->s, action, p->acc->username, msg, sizeof msg);
	if (status) {
		page_fail(p, status, msg);
		return;
	}
	page_redirect(p, "/jury");
}
