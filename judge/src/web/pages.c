/*
 * pages.c: the web pages (see pages.h).
 *
 * How this works: pages_handle() finds who asks (the session cookie), checks
 * a POST (Origin, then the CSRF token), then the account the route needs
 * (route.h), and calls the page's function from the route table. A page
 * writes its HTML with page.c's helpers. The scoreboard is drawn by
 * report/board.c, as compare's is (pages-board.c): its style is in style.css.
 */
#include "web/pages.h"

#include <string.h>

#include "web/page.h"
#include "web/route.h"

/* ---- routing ---- */

struct route {
	const char *method;
	const char *prefix; /* the path, or its start when it ends in '/' (the rest is the page's argument) */
	enum route_need need;
	const char *refusal; /* the 403's text for an account the need turns away; NULL: the need's own */
	void (*fn)(struct page *p, const char *arg);
};

static const struct route routes[] = {
	{ "GET", "/", ROUTE_ANYONE, NULL, get_home },
	{ "GET", "/login", ROUTE_ANYONE, NULL, get_login },
	{ "POST", "/login", ROUTE_ANYONE, NULL, post_login },
	{ "POST", "/logout", ROUTE_ANYONE, NULL, post_logout },
	{ "GET", "/problems/", ROUTE_ACCOUNT, NULL, get_problem },
	{ "POST", "/submit", ROUTE_TEAM, "only a team submits", post_submit },
	{ "GET", "/submissions/", ROUTE_ACCOUNT, NULL, get_submission },
	{ "GET", "/scoreboard", ROUTE_ANYONE, NULL, get_scoreboard },
	{ "GET", "/jury", ROUTE_JURY, NULL, get_jury },
	{ "GET", "/jury/submissions/", ROUTE_JURY, NULL, get_jury_submission },
	{ "GET", "/jury/problems/", ROUTE_JURY, NULL, get_jury_problem },
	{ "GET", "/jury/export.md", ROUTE_JURY, NULL, get_jury_export },
	{ "GET", "/jury/export.html", ROUTE_JURY, NULL, get_jury_export },
	{ "GET", "/jury/export.json", ROUTE_JURY, NULL, get_jury_export },
	{ "POST", "/jury/rejudge", ROUTE_JURY, NULL, post_rejudge },
	{ "GET", "/jury/rejudge/", ROUTE_JURY, NULL, get_jury_rejudge },
	{ "GET", "/jury/diff", ROUTE_JURY, NULL, get_jury_diff },
	{ "POST", "/jury/clock", ROUTE_JURY, NULL, post_clock },
	{ "GET", "/jury/replay", ROUTE_JURY, NULL, get_jury_replay },
	{ "GET", "/jury/explore/", ROUTE_JURY, NULL, get_jury_explore },
	{ "POST", "/hint", ROUTE_TEAM, "only a team takes hints", post_hint },
	{ "GET", "/play/", ROUTE_ACCOUNT, NULL, get_play },
	{ "POST", "/play/", ROUTE_ACCOUNT, NULL, post_play },
	{ "GET", "/games/", ROUTE_ACCOUNT, NULL, get_game },
	{ "POST", "/games/", ROUTE_ACCOUNT, NULL, post_move },
	{ "GET", "/static/", ROUTE_ANYONE, NULL, get_static },
	{ "GET", "/news", ROUTE_TEAM, "only a team has news", get_news },
	{ "GET", "/clarifications", ROUTE_ACCOUNT, NULL, get_clarifications },
	{ "POST", "/clarifications", ROUTE_TEAM, "only a team asks the jury", post_clarification },
	{ "GET", "/jury/clarifications", ROUTE_JURY, NULL, get_jury_clarifications },
	{ "POST", "/jury/clarifications", ROUTE_JURY, NULL, post_jury_clarification },
	{ "GET", "/jury/queue", ROUTE_JURY, NULL, get_jury_queue },
	{ "GET", "/jury/accounts", ROUTE_JURY, NULL, get_jury_accounts },
	{ "POST", "/jury/accounts", ROUTE_JURY, NULL, post_jury_accounts },
};

static const struct route *route_find(const char *method, const char *path, const char **arg, int *path_known)
{
	*path_known = 0;
	for (size_t i = 0; i < sizeof routes / sizeof *routes; i++) {
		const struct route *r = &routes[i];
		size_t n = strlen(r->prefix);
		int match = r->prefix[n - 1] == '/' && n > 1 ? !strncmp(path, r->prefix, n) && path[n]
		                                             : !strcmp(path, r->prefix);
		if (!match)
			continue;
		*path_known = 1;
		if (!strcmp(method, r->method) || (!strcmp(method, "HEAD") && !strcmp(r->method, "GET"))) {
			*arg = path + (r->prefix[n - 1] == '/' && n > 1 ? n : strlen(path));
			return r;
		}
	}
	return NULL;
}

/* Whether a POST passes the Origin check and carries the session's CSRF token; answers 403 if not. */
static int post_allowed(struct page *p, const struct route *r)
{
	if (!auth_origin_ok(http_header(p->req, "Origin"), http_header(p->req, "Host"), p->s->url)) {
		page_fail(p, 403, "this form was sent from another site");
		return 0;
	}
	/* The login form's token is checked against its own cookie (post_login). */
	if (r->fn == post_login)
		return 1;
	if (!p->token || !auth_csrf_ok(p->s->auth, p->token, http_form(p->req, "csrf"))) {
		page_fail(p, 403, "the form's token is missing or stale: reload the page and send it again");
		return 0;
	}
	return 1;
}

void pages_handle(struct serve *s, struct http_request *req, struct http_response *resp)
{
	struct page p = { .s = s, .req = req, .resp = resp };
	p.token = http_cookie(req, "sid");
	p.acc = p.token ? auth_session(s->auth, p.token) : NULL;
	if (!p.acc)
		p.token = NULL;
	auth_csrf(s->auth, p.token ? p.token : "", p.csrf);
	const char *arg;
	int known;
	const struct route *r = route_find(http_method(req), http_path(req), &arg, &known);
	if (!r) {
		page_fail(&p, known ? 405 : 404, known ? "method not allowed" : "no such page");
		return;
	}
	if (!strcmp(r->method, "POST") && !post_allowed(&p, r))
		return;
	if (route_allows(r->need, p.acc))
		r->fn(&p, arg);
	else if (!p.acc && !strcmp(r->method, "GET"))
		page_redirect(&p, "/login");
	else if (!p.acc)
		page_fail(&p, 401, "log in first");
	else
		page_fail(&p, 403, r->refusal ? r->refusal : "this page is for the jury");
}
