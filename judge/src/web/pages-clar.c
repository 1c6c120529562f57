/*
 * pages-clar.c: clarifications in the pages. A team asks the jury about a
 * problem or in general (/clarifications); the jury answers that team or all
 * teams, and posts announcements to all (/jury/clarifications). A team's
 * pages carry the news box (page_news): the jury's messages it has not seen,
 * marked new, which /static/live.js refreshes from /news, so that an answer
 * shows on whatever page the team has open. A message is seen once the team
 * opens /clarifications (the store's state "clar_seen:TEAM", the last id).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "util.h"
#include "web/page.h"
#include "web/rules.h"

#define CLAR_TEXT_MAX 4000 /* bytes of one message */

/* The state's name of the last message team_id has seen. */
static void seen_name(const char *team_id, char name[96])
{
	snprintf(name, 96, "clar_seen:%s", team_id);
}

static long long seen_of(struct page *p)
{
	char name[96];
	long long seen = 0;
	struct diag d;
	seen_name(p->acc->team_id, name);
	if (store_state_get(p->s->store, name, &seen, &d) != 1)
		seen = 0;
	return seen;
}

/* Whether c is news for the team: the jury's, not yet seen. */
static int is_new(const struct store_clar *c, long long seen)
{
	return !c->from_team[0] && c->id > seen;
}

/* The problem's label of a message, or "General". */
static void put_subject(struct page *p, const struct store_clar *c)
{
	const struct serve_problem *pr = c->problem_id[0] ? serve_problem(p->s, c->problem_id) : NULL;
	page_esc(p, pr ? pr->label : c->problem_id[0] ? c->problem_id : "General");
}

/* Who wrote c to whom, as the team (jury 0) or the jury reads it. */
static void put_route(struct page *p, const struct store_clar *c, int jury)
{
	const struct serve_team *from = c->from_team[0] ? serve_team(p->s, c->from_team) : NULL;
	const struct serve_team *to = c->to_team[0] ? serve_team(p->s, c->to_team) : NULL;
	if (c->from_team[0] && !jury)
		page_put(p, "Your question");
	else if (c->from_team[0]) {
		page_put(p, "Question from ");
		page_esc(p, from ? from->name : c->from_team);
	} else if (!c->to_team[0])
		page_put(p, c->reply_to ? "Answer to all teams" : "Announcement to all teams");
	else if (!jury)
		page_put(p, "Answer to you");
	else {
		page_put(p, "Answer to ");
		page_esc(p, to ? to->name : c->to_team);
	}
}

/* One message as an item of a list. */
static void put_clar(struct page *p, const struct store_clar *c, int jury, int fresh)
{
	page_put(p, "<li class=\"clar%s\" id=\"clar-%lld\" data-id=\"%lld\"><p class=\"clar-head\">",
	         fresh ? " unread" : "", c->id, c->id);
	if (fresh)
		page_put(p, "<strong class=\"new\">new</strong> ");
	put_route(p, c, jury);
	page_put(p, " &middot; ");
	put_subject(p, c);
	page_put(p, " &middot; ");
	page_put_clock(p, c->time_ms);
	if (c->reply_to)
		page_put(p, " &middot; re <a href=\"%s#clar-%lld\">#%lld</a>",
		         jury ? "/jury/clarifications" : "/clarifications", c->reply_to, c->reply_to);
	page_put(p, "</p><pre class=\"clar-text\">");
	page_esc(p, c->text ? c->text : "");
	page_put(p, "</pre>");
}

void page_news(struct page *p)
{
	if (!p->acc || p->acc->role != AUTH_TEAM)
		return;
	struct store_clar *list = NULL;
	size_t n = 0, fresh = 0;
	struct diag d;
	long long seen = seen_of(p);
	if (store_clars_list(p->s->store, p->acc->team_id, seen, &list, &n, &d) < 0)
		n = 0;
	for (size_t i = 0; i < n; i++)
		fresh += is_new(&list[i], seen);
	page_put(p, "<div id=\"news\">");
	if (fresh) {
		page_put(p,
		         "<p><a href=\"/clarifications\" class=\"unread\">%zu new message%s from the jury</a></p><ul>",
		         fresh, fresh > 1 ? "s" : "");
		for (size_t i = 0; i < n; i++)
			if (is_new(&list[i], seen)) {
				put_clar(p, &list[i], 0, 1);
				page_put(p, "</li>");
			}
		page_put(p, "</ul>");
	}
	page_put(p, "</div>");
	store_clars_free(list, n);
}

void get_news(struct page *p, const char *arg)
{
	(void)arg;
	p->f = xopen_memstream(&p->buf, &p->len);
	page_news(p);
	fclose(p->f);
	p->f = NULL;
	http_respond(p->resp, 200, "text/html; charset=utf-8", p->buf, p->len);
	p->buf = NULL;
	http_add_header(p->resp, "Cache-Control", "no-store");
}

/* The problems to ask about: General, then each problem once the contest started (or always, for the jury). */
static void subject_select(struct page *p)
{
	page_put(p, "<label>About <select name=\"problem\" id=\"clar-problem\"><option value=\"\">General</option>");
	for (size_t i = 0; (page_jury(p) || serve_started(p->s)) && i < p->s->contest->nproblems; i++) {
		const struct serve_problem *pr = &p->s->contest->problems[i];
		page_put(p, "<option value=\"");
		page_esc(p, pr->id);
		page_put(p, "\">");
		page_esc(p, pr->label);
		page_put(p, ": ");
		page_esc(p, pr->title);
		page_put(p, "</option>");
	}
	page_put(p, "</select></label>");
}

void get_clarifications(struct page *p, const char *arg)
{
	(void)arg;
	if (page_jury(p)) {
		page_redirect(p, "/jury/clarifications");
		return;
	}
	long long seen = seen_of(p);
	struct store_clar *list = NULL;
	size_t n = 0;
	struct diag d;
	if (store_clars_list(p->s->store, p->acc->team_id, 0, &list, &n, &d) < 0) {
		page_fail(p, 500, d.msg);
		return;
	}
	page_begin(p, "Clarifications", 0);
	page_put(p, "<h2>Ask the jury</h2><form method=\"post\" action=\"/clarifications\" id=\"ask\">");
	page_csrf_field(p);
	subject_select(p);
	page_put(p,
	         "<label>Question <textarea name=\"text\" id=\"clar-text\" maxlength=\"%d\"></textarea></label>"
	         "<button id=\"clar-send\">Send the question</button></form>\n<h2>Messages</h2>",
	         CLAR_TEXT_MAX);
	if (!n)
		page_put(p, "<p id=\"no-clars\">No messages yet.</p>");
	page_put(p, "<ul id=\"clars\">");
	for (size_t i = n; i-- > 0;) {
		put_clar(p, &list[i], 0, is_new(&list[i], seen));
		page_put(p, "</li>");
	}
	page_put(p, "</ul>\n");
	/* Seen now: the news box empties on the next page. */
	char name[96];
	seen_name(p->acc->team_id, name);
	if (n && list[n - 1].id > seen)
		store_state_set(p->s->store, name, list[n - 1].id, &d);
	store_clars_free(list, n);
	page_end(p, 200);
}

/* A message's text from the form: 1, or 0 after answering 400. */
static int text_ok(struct page *p, const char *text, const char *problem)
{
	if (!text || !text[strspn(text, " \t\r\n")]) {
		page_fail(p, 400, "the message is empty: write it first");
		return 0;
	}
	if (strlen(text) > CLAR_TEXT_MAX) {
		page_fail(p, 400, "the message is too long (4000 bytes at most)");
		return 0;
	}
	if (problem && problem[0] && (!serve_problem(p->s, problem) || (!page_jury(p) && !serve_started(p->s)))) {
		page_fail(p, 400, "no such problem");
		return 0;
	}
	return 1;
}

static int add(struct page *p, struct store_clar *c, const char *text)
{
	struct diag d;
	c->text = (char *)text;
	str_copy(c->who, sizeof c->who, p->acc->username);
	if (store_clar_add(p->s->store, c, &d) < 0) {
		page_fail(p, 500, d.msg);
		return 0;
	}
	return 1;
}

void post_clarification(struct page *p, const char *arg)
{
	(void)arg;
	const char *text = http_form(p->req, "text"), *problem = http_form(p->req, "problem");
	if (!text_ok(p, text, problem))
		return;
	struct store_clar c = { 0 };
	str_copy(c.from_team, sizeof c.from_team, p->acc->team_id);
	str_copy(c.problem_id, sizeof c.problem_id, problem ? problem : "");
	if (add(p, &c, text))
		page_redirect(p, "/clarifications");
}

/* ---- the jury's side ---- */

/* Whether question q has an answer among list[0..n). */
static int answered(const struct store_clar *list, size_t n, long long q)
{
	for (size_t i = 0; i < n; i++)
		if (list[i].reply_to == q && !list[i].from_team[0])
			return 1;
	return 0;
}

/* The form that answers question c: to its team or to all. */
static void answer_form(struct page *p, const struct store_clar *c)
{
	page_put(p, "<form method=\"post\" action=\"/jury/clarifications\" class=\"answer\">");
	page_csrf_field(p);
	page_put(p,
	         "<input type=\"hidden\" name=\"reply_to\" value=\"%lld\"><textarea name=\"text\" id=\"answer-%lld\" "
	         "maxlength=\"%d\"></textarea><button name=\"to\" value=\"team\" id=\"answer-team-%lld\">Answer this "
	         "team</button> <button name=\"to\" value=\"all\" id=\"answer-all-%lld\">Answer all "
	         "teams</button></form>",
	         c->id, c->id, CLAR_TEXT_MAX, c->id, c->id);
}

/* How many teams' questions have no answer yet (for the jury's home); -1 when the store failed. */
long page_clar_open(struct page *p)
{
	struct store_clar *list = NULL;
	size_t n = 0;
	long open = 0;
	struct diag d;
	if (store_clars_list(p->s->store, NULL, 0, &list, &n, &d) < 0)
		return -1;
	for (size_t i = 0; i < n; i++)
		open += list[i].from_team[0] && !answered(list, n, list[i].id);
	store_clars_free(list, n);
	return open;
}

void get_jury_clarifications(struct page *p, const char *arg)
{
	(void)arg;
	struct store_clar *list = NULL;
	size_t n = 0;
	struct diag d;
	if (store_clars_list(p->s->store, NULL, 0, &list, &n, &d) < 0) {
		page_fail(p, 500, d.msg);
		return;
	}
	page_begin(p, "Clarifications", 0);
	page_put(
	        p,
	        "<h2>Announce to all teams</h2><form method=\"post\" action=\"/jury/clarifications\" id=\"announce\">");
	page_csrf_field(p);
	subject_select(p);
	page_put(p,
	         "<label>Announcement <textarea name=\"text\" id=\"announce-text\" maxlength=\"%d\"></textarea></label>"
	         "<button name=\"to\" value=\"all\" id=\"announce-send\">Announce</button></form>\n"
	         "<h2>Messages</h2><ul id=\"clars\">",
	         CLAR_TEXT_MAX);
	for (size_t i = n; i-- > 0;) {
		int open = list[i].from_team[0] && !answered(list, n, list[i].id);
		put_clar(p, &list[i], 1, open);
		if (list[i].from_team[0])
			answer_form(p, &list[i]);
		page_put(p, "</li>");
	}
	page_put(p, "</ul>\n");
	store_clars_free(list, n);
	page_end(p, 200);
}

void post_jury_clarification(struct page *p, const char *arg)
{
	(void)arg;
	const char *text = http_form(p->req, "text"), *problem = http_form(p->req, "problem");
	const char *to = http_form(p->req, "to"), *reply = http_form(p->req, "reply_to");
	struct store_clar c = { 0 }, q = { 0 };
	struct diag d;
	if (!text_ok(p, text, problem))
		return;
	if (!to || (strcmp(to, "team") && strcmp(to, "all"))) {
		page_fail(p, 400, "to: expected team or all");
		return;
	}
	if (reply && reply[0]) {
		long long id = serve_parse_id(reply);
		if (!id || store_clar_get(p->s->store, id, &q, &d) != 1 || !q.from_team[0]) {
			store_clar_free(&q);
			page_fail(p, 400, "reply_to: no such question");
			return;
		}
		c.reply_to = id;
		str_copy(c.problem_id, sizeof c.problem_id, q.problem_id);
		if (!strcmp(to, "team"))
			str_copy(c.to_team, sizeof c.to_team, q.from_team);
		store_clar_free(&q);
	} else if (!strcmp(to, "team")) {
		page_fail(p, 400, "an announcement goes to all teams: to answer one team, answer its question");
		return;
	} else {
		str_copy(c.problem_id, sizeof c.problem_id, problem ? problem : "");
	}
	if (add(p, &c, text))
		page_redirect(p, "/jury/clarifications");
}
