/*
 * api.c: the Contest API's router (see api.h): who asks, then one table of
 * the endpoints with the account each needs (route.h), as the pages route.
 * The answers are built in api-json.c, read in api-get.c, taken in
 * api-post.c, streamed in api-feed.c. The contest has one id: /api/contests
 * lists it, any other id is 404.
 *
 * Who asks: HTTP basic credentials if given (wrong ones are 401 at once,
 * not a fall back to the public), else the session cookie of the pages for
 * a GET (a POST with a cookie would need the pages' CSRF token: it is not
 * taken), else the public.
 *
 * What a POST or PATCH may carry: JSON, the spec's body, or on POST
 * submissions also multipart/form-data, the form DOMjudge's submit client
 * posts. Another site's page can make a browser send a form, with the
 * credentials it holds for this server (its session cookie, and basic
 * credentials once typed into its prompt), but not JSON (that needs CORS'
 * leave, which this server never gives). So a form is taken only when it
 * cannot be another site's (post_allowed()): with basic credentials in the
 * request, never on a session cookie alone, and with no sign of a page of
 * another site: an Origin, if any, must be this server's, and Sec-Fetch-Site,
 * which browsers send with every form post, if any, "same-origin" or "none"
 * ("cross-site" and "same-site" are 403, for JSON too). A script-less client
 * (curl, Python's requests) sends neither header. A browser too old to send
 * either (Firefox before 70) is not told apart from such a client.
 */
#include "web/api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "contest/contest-package.h"
#include "web/api-int.h"
#include "web/route.h"
#include "web/rules.h"

/*
 * The endpoints under /api: a path's steps, "{c}" the contest's id (checked
 * before the table is read: any other id is 404), "{id}" the object's id,
 * given to the handler (NULL for a path without one). HEAD is GET.
 */
struct api_route {
	const char *method;
	const char *path;
	enum route_need need;
	const char *refusal; /* the 403's text for an account the need turns away */
	void (*fn)(struct api *a, const char *id);
	const char *args; /* the query arguments it takes, space-separated; any other is 400 */
	int form;         /* it also takes multipart/form-data (DOMjudge's submit client), as the top says */
};

/* A collection's query: its filters, the properties of type ID other than id (the spec's Filtering). */
#define ONE "strict"
static const struct api_route routes[] = {
	{ "GET", "", ROUTE_ANYONE, NULL, api_get_info, ONE },
	{ "GET", "contests", ROUTE_ANYONE, NULL, api_get_contests, ONE },
	{ "GET", "contests/{c}", ROUTE_ANYONE, NULL, api_get_contest, ONE },
	{ "PATCH", "contests/{c}", ROUTE_ADMIN,
	  "only an admin account sets the start or thaws the contest (contest_start, contest_thaw)", api_patch_contest,
	  ONE },
	{ "GET", "contests/{c}/access", ROUTE_ANYONE, NULL, api_get_access, ONE },
	{ "GET", "contests/{c}/state", ROUTE_ANYONE, NULL, api_get_state, ONE },
	{ "GET", "contests/{c}/scoreboard", ROUTE_ANYONE, NULL, api_get_scoreboard, ONE " group_id" },
	{ "GET", "contests/{c}/event-feed", ROUTE_ANYONE, NULL, api_event_feed, ONE " since_token types stream" },
	{ "GET", "contests/{c}/problems", ROUTE_ANYONE, NULL, api_get_problems, ONE },
	{ "GET", "contests/{c}/problems/{id}", ROUTE_ANYONE, NULL, api_get_problems, ONE },
	{ "GET", "contests/{c}/teams", ROUTE_ANYONE, NULL, api_get_teams, ONE " organization_id" },
	{ "GET", "contests/{c}/teams/{id}", ROUTE_ANYONE, NULL, api_get_teams, ONE },
	{ "GET", "contests/{c}/languages", ROUTE_ANYONE, NULL, api_get_languages, ONE },
	{ "GET", "contests/{c}/languages/{id}", ROUTE_ANYONE, NULL, api_get_languages, ONE },
	{ "GET", "contests/{c}/judgement-types", ROUTE_ANYONE, NULL, api_get_judgement_types, ONE },
	{ "GET", "contests/{c}/judgement-types/{id}", ROUTE_ANYONE, NULL, api_get_judgement_types, ONE },
	{ "GET", "contests/{c}/submissions", ROUTE_ANYONE, NULL, api_get_submissions,
	  ONE " language_id problem_id team_id" },
	{ "GET", "contests/{c}/submissions/{id}", ROUTE_ANYONE, NULL, api_get_submissions, ONE },
	{ "GET", "contests/{c}/submissions/{id}/files", ROUTE_ANYONE, NULL, api_submission_files, ONE },
	{ "GET", "contests/{c}/judgements", ROUTE_ANYONE, NULL, api_get_judgements,
	  ONE " submission_id judgement_type_id" },
	{ "GET", "contests/{c}/judgements/{id}", ROUTE_ANYONE, NULL, api_get_judgements, ONE },
	{ "GET", "contests/{c}/runs", ROUTE_ANYONE, NULL, api_get_runs, ONE " judgement_id judgement_type_id" },
	{ "GET", "contests/{c}/runs/{id}", ROUTE_ANYONE, NULL, api_get_runs, ONE },
	{ "GET", "contests/{c}/groups", ROUTE_ANYONE, NULL, api_get_groups, ONE },
	{ "GET", "contests/{c}/groups/{id}", ROUTE_ANYONE, NULL, api_get_groups, ONE },
	{ "GET", "contests/{c}/organizations", ROUTE_ANYONE, NULL, api_get_organizations, ONE },
	{ "GET", "contests/{c}/organizations/{id}", ROUTE_ANYONE, NULL, api_get_organizations, ONE },
	{ "GET", "contests/{c}/awards", ROUTE_ANYONE, NULL, api_get_awards, ONE },
	{ "GET", "contests/{c}/awards/{id}", ROUTE_ANYONE, NULL, api_get_awards, ONE },
	{ "GET", "contests/{c}/clarifications", ROUTE_ANYONE, NULL, api_get_clarifications,
	  ONE " from_team_id to_team_id reply_to_id problem_id" },
	{ "GET", "contests/{c}/clarifications/{id}", ROUTE_ANYONE, NULL, api_get_clarifications, ONE },
	{ "POST", "contests/{c}/submissions", ROUTE_TEAM, "only a team account submits (team_submit)",
	  api_post_submission, ONE, 1 },
	{ "POST", "contests/{c}/clarifications", ROUTE_ACCOUNT, NULL, api_post_clarification, ONE },
};

#define API_STEPS 5 /* the most steps a path has after /api */

/* Whether route r's path is the n steps of parts; *id: the step that stands for "{id}", or NULL. */
static int route_matches(const struct api_route *r, char parts[API_STEPS][128], int n, const char **id)
{
	const char *p = r->path;
	int i = 0;
	*id = NULL;
	for (; *p && i < n; i++) {
		size_t len = strcspn(p, "/");
		if (len == 4 && !strncmp(p, "{id}", 4))
			*id = parts[i];
		else if (!(len == 3 && !strncmp(p, "{c}", 3)) && (strlen(parts[i]) != len || strncmp(p, parts[i], len)))
			return 0;
		p += len + (p[len] == '/');
	}
	return !*p && i == n;
}

static const struct api_route *route_find(const char *method, char parts[API_STEPS][128], int n, const char **id)
{
	if (!strcmp(method, "HEAD"))
		method = "GET";
	for (size_t i = 0; i < sizeof routes / sizeof *routes; i++)
		if (!strcmp(routes[i].method, method) && route_matches(&routes[i], parts, n, id))
			return &routes[i];
	return NULL;
}

/* Splits "/api/contests/ID/WHAT/OBJ/SUB" into its parts; how many there were after /api. */
static int split_path(const char *path, char parts[API_STEPS][128])
{
	int n = 0;
	const char *p = path + 4; /* after "/api" */
	while (*p == '/' && n < API_STEPS) {
		p++;
		size_t len = strcspn(p, "/");
		if (!len && !*p) /* one trailing slash: "/api/" is "/api" */
			break;
		if (!len || len >= 128)
			return -1;
		memcpy(parts[n], p, len);
		parts[n++][len] = '\0';
		p += len;
	}
	return *p ? -1 : n;
}

/*
 * The account of basic credentials, throttled as the login form is: only
 * failures count (a tool that polls with good credentials is never slowed),
 * by growing delays for the name from this address, the address and the name
 * (auth.h). -1 after answering 401, 429 or 503.
 */
static int api_basic(struct api *a, const char *authz)
{
	struct serve *s = a->s;
	char user[128] = "";
	const char *peer = serve_peer(s, a->req);
	auth_basic_user(authz, user, sizeof user);
	long wait = auth_login_wait(s->auth, user, peer);
	enum auth_check r = wait ? AUTH_WRONG : auth_check_basic(s->auth, authz, &a->acc);
	if (wait || r == AUTH_BUSY) {
		char ra[32];
		snprintf(ra, sizeof ra, "%ld", wait ? wait : 1);
		api_error(a->resp, wait ? 429 : 503,
		          wait ? "too many failed logins for this user or address"
		               : "the server is busy checking passwords");
		http_add_header(a->resp, "Retry-After", ra);
		return -1;
	}
	if (!a->acc) {
		auth_login_failed(s->auth, user, peer);
		api_error(a->resp, 401, "wrong user name or password");
		http_add_header(a->resp, "WWW-Authenticate", "Basic realm=\"judge\"");
		return -1;
	}
	auth_login_passed(s->auth, user, peer);
	return 0;
}

/* Whether the header type names the media type want (parameters after ';' aside). */
static int type_is(const char *type, const char *want)
{
	size_t n = type ? strcspn(type, "; \t") : 0;
	return type && n == strlen(want) && !strncasecmp(type, want, n);
}

/*
 * Whether a POST or PATCH may be taken (the top says why): its page, if a
 * browser's, is this server's, and its body JSON, or on a route r that
 * takes one, a form with basic credentials; a->form says which. 0 after
 * answering 403, 401 or 415.
 */
static int post_allowed(struct api *a, const struct api_route *r)
{
	const char *type = http_header(a->req, "Content-Type"), *site = http_header(a->req, "Sec-Fetch-Site");
	if (!auth_origin_ok(http_header(a->req, "Origin"), http_header(a->req, "Host"), a->s->url) ||
	    (site && strcmp(site, "same-origin") && strcmp(site, "none"))) {
		api_error(a->resp, 403, "this request was sent from another site");
		return 0;
	}
	a->form = r->form && type_is(type, "multipart/form-data");
	if (a->form && !http_header(a->req, "Authorization")) {
		api_error(a->resp, 401, "a form is taken only with HTTP basic authentication, not a session cookie");
		http_add_header(a->resp, "WWW-Authenticate", "Basic realm=\"judge\"");
		return 0;
	}
	if (!a->form && !type_is(type, "application/json")) {
		api_error(a->resp, 415,
		          r->form ? "Content-Type: expected application/json or multipart/form-data"
		                  : "Content-Type: expected application/json");
		return 0;
	}
	return 1;
}

/* Whether word is one of the space-separated words of list. */
static int word_in(const char *list, const char *word, size_t n)
{
	for (const char *p = list; *p; p += strspn(p, " ")) {
		size_t len = strcspn(p, " ");
		if (len == n && !strncmp(p, word, n))
			return 1;
		p += len;
	}
	return 0;
}

struct args_check {
	const struct api_route *r;
	char bad[160];
};

static int arg_unknown(void *cls, const char *name, const char *value)
{
	struct args_check *c = cls;
	(void)value;
	if (word_in(c->r->args, name, strlen(name)))
		return 0;
	snprintf(c->bad, sizeof c->bad, "%.100s: not an argument of this endpoint (it takes: %s)", name, c->r->args);
	return 1;
}

/* Whether every query argument is one route r takes; answers 400 naming the first that is not. */
static int args_known(struct api *a, const struct api_route *r)
{
	struct args_check c = { .r = r };
	if (!http_query_each(a->req, arg_unknown, &c))
		return 1;
	api_error(a->resp, 400, c.bad);
	return 0;
}

/* Whether the asker may call route r; answers 401 or 403 if not. */
static int need_met(struct api *a, const struct api_route *r)
{
	if (route_allows(r->need, a->acc))
		return 1;
	if (!a->acc) {
		api_error(a->resp, 401, "log in with HTTP basic authentication");
		http_add_header(a->resp, "WWW-Authenticate", "Basic realm=\"judge\"");
	} else {
		api_error(a->resp, 403, r->refusal ? r->refusal : "not for this account");
	}
	return 0;
}

void api_handle(struct serve *s, struct http_request *req, struct http_response *resp)
{
	struct api a = { .s = s, .req = req, .resp = resp, .end_ms = serve_end_ms(s) };
	if (http_form_error(req)) {
		api_error(resp, 400, http_form_error(req));
		return;
	}
	const char *authz = http_header(req, "Authorization");
	const char *method = http_method(req);
	if (authz) {
		if (api_basic(&a, authz) < 0)
			return;
	} else if (!strcmp(method, "GET")) {
		const char *token = http_cookie(req, "sid");
		a.acc = token ? auth_session(s->auth, token) : NULL;
	}
	char parts[API_STEPS][128];
	int n = split_path(http_path(req), parts);
	/* Under /api/contests/ID, another method than the table's is 405; any other path 404. */
	int ours = n >= 0 && !(n >= 1 && strcmp(parts[0], "contests")) && !(n >= 2 && strcmp(parts[1], s->pkg->id));
	const char *id = NULL;
	const struct api_route *r = ours ? route_find(method, parts, n, &id) : NULL;
	if (!r) {
		int other = ours && strcmp(method, "GET") && strcmp(method, "HEAD");
		api_error(resp, other ? 405 : 404, other ? "method not allowed" : "no such endpoint");
		return;
	}
	if (strcmp(r->method, "GET") && !post_allowed(&a, r))
		return;
	if (need_met(&a, r) && args_known(&a, r))
		r->fn(&a, id);
}
