/*
 * pages.c: the web pages (see pages.h).
 *
 * How this works: pages_handle() finds who asks (the session cookie), checks
 * a POST (Origin, then the CSRF token), and calls the page's function from the
 * route table. A page writes its HTML into a memory stream through page_put() and
 * page_esc(); page_end() answers with it. The scoreboard is drawn by
 * report/board.c, as compare's is (pages-board.c): its style is in style.css.
 */
#include "serve/pages.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "report/board.h"
#include "report/report.h"
#include "serve/page.h"
#include "store/store.h"
#include "util.h"

#define SESSION_AGE (12 * 3600)
#define DEVICE_AGE  (30 * 24 * 3600) /* a browser that logged in as a user before, for the login delays */

void page_put(struct page *p, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(p->f, fmt, ap);
	va_end(ap);
}

void page_esc(struct page *p, const char *s)
{
	report_html_escape(p->f, s);
}

int page_jury(const struct page *p)
{
	return p->acc && p->acc->role != AUTH_TEAM;
}

void page_begin(struct page *p, const char *title, int refresh)
{
	p->f = xopen_memstream(&p->buf, &p->len);
	page_put(p, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
	            "<meta name=\"viewport\" content=\"width=device-width\"><title>");
	page_esc(p, title);
	page_put(p, " - ");
	page_esc(p, p->s->contest->name);
	page_put(p, "</title><link rel=\"stylesheet\" href=\"/static/style.css\">");
	if (refresh)
		page_put(p, "<script src=\"/static/live.js\" defer></script>");
	page_put(p, "</head><body%s%s>", refresh ? " data-refresh=\"5\"" : "", p->wall ? " class=\"wall\"" : "");
	if (p->wall) { /* no navigation bar: the heading names the contest */
		page_put(p, "<main id=\"main\"><h1>");
		page_esc(p, p->s->contest->name);
		page_put(p, " <small>");
		page_esc(p, title);
		page_put(p, "</small></h1>\n");
		return;
	}
	page_put(p, "<nav><strong>");
	page_esc(p, p->s->contest->name);
	page_put(p, "</strong> <a href=\"/\">Home</a> <a href=\"/scoreboard\">Scoreboard</a>");
	if (page_jury(p))
		page_put(p, " <a href=\"/jury\">Jury</a>");
	if (p->acc) {
		page_put(p, " <span class=\"who\">");
		page_esc(p, p->acc->username);
		page_put(p,
		         "</span> <form method=\"post\" action=\"/logout\" class=\"inline\">"
		         "<input type=\"hidden\" name=\"csrf\" value=\"%s\"><button>Log out</button></form>",
		         p->csrf);
	} else {
		page_put(p, " <a href=\"/login\">Log in</a>");
	}
	page_put(p, "</nav><main id=\"main\"><h1>");
	page_esc(p, title);
	page_put(p, "</h1>\n");
}

void page_end(struct page *p, int status)
{
	page_put(p, "</main></body></html>\n");
	fclose(p->f);
	p->f = NULL;
	http_respond(p->resp, status, "text/html; charset=utf-8", p->buf, p->len);
	p->buf = NULL;
	http_add_header(p->resp, "Cache-Control", "no-store");
}

void page_fail(struct page *p, int status, const char *msg)
{
	page_begin(p, status == 404 ? "Not found" : status == 403 ? "Forbidden" : "Error", 0);
	page_put(p, "<p class=\"error\">");
	page_esc(p, msg);
	page_put(p, "</p>\n");
	page_end(p, status);
}

void page_redirect(struct page *p, const char *location)
{
	http_respond_text(p->resp, 303, "see other");
	http_add_header(p->resp, "Location", location);
}

void page_csrf_field(struct page *p)
{
	page_put(p, "<input type=\"hidden\" name=\"csrf\" value=\"%s\">", p->csrf);
}

/* ---- times and verdicts ---- */

/* Whole minutes of contest time at t_ms (the scoreboard's rounding: down). */
long page_minute(struct page *p, long long t_ms)
{
	long long start = serve_start_ms(p->s);
	return start && t_ms >= start ? (long)((t_ms - start) / 60000) : 0;
}

void page_put_clock(struct page *p, long long t_ms)
{
	time_t t = (time_t)(t_ms / 1000);
	struct tm tm;
	char buf[32];
	gmtime_r(&t, &tm);
	strftime(buf, sizeof buf, "%H:%M:%S", &tm);
	page_put(p, "%s", buf);
}

void page_put_verdict(struct page *p, const char *verdict, int found)
{
	if (!found || !verdict[0])
		page_put(p, "<span class=\"v pending\">pending</span>");
	else
		page_put(p, "<span class=\"v v-%s\">%s</span>", strcmp(verdict, "AC") ? "no" : "ac", verdict);
}

/* ---- login ---- */

static void login_form(struct page *p, const char *error)
{
	/* Before a session, the form's token is tied to a cookie of its own. */
	char pre[65], csrf[65];
	const char *cookie = http_cookie(p->req, "prelogin");
	if (cookie && strlen(cookie) == 64 && strspn(cookie, "0123456789abcdef") == 64) {
		snprintf(pre, sizeof pre, "%s", cookie);
	} else {
		char *t = auth_token_new();
		snprintf(pre, sizeof pre, "%s", t);
		free(t);
	}
	auth_csrf(p->s->auth, pre, csrf);
	page_begin(p, "Log in", 0);
	if (error) {
		page_put(p, "<p class=\"error\">");
		page_esc(p, error);
		page_put(p, "</p>");
	}
	page_put(p,
	         "<form method=\"post\" action=\"/login\" class=\"login\">"
	         "<input type=\"hidden\" name=\"csrf\" value=\"%s\">"
	         "<label>User name <input name=\"username\" id=\"username\" autocomplete=\"username\" required></label>"
	         "<label>Password <input type=\"password\" name=\"password\" id=\"password\" "
	         "autocomplete=\"current-password\" required></label>"
	         "<button id=\"login\">Log in</button></form>\n",
	         csrf);
	char *c = xasprintf("prelogin=%s; Path=/login; HttpOnly; SameSite=Strict%s", pre,
	                    serve_https(p->s) ? "; Secure" : "");
	page_end(p, error ? 401 : 200);
	http_add_header(p->resp, "Set-Cookie", c);
	free(c);
}

static void get_login(struct page *p, const char *arg)
{
	(void)arg;
	if (p->acc)
		page_redirect(p, "/");
	else
		login_form(p, NULL);
}

/* 429 with Retry-After; 1 when it was said. */
static int too_many(struct page *p, long wait, const char *msg)
{
	if (!wait)
		return 0;
	char ra[32];
	snprintf(ra, sizeof ra, "%ld", wait);
	page_fail(p, 429, msg);
	http_add_header(p->resp, "Retry-After", ra);
	return 1;
}

/* 503 with Retry-After when the password checks are all taken (auth.h); 1 when it was said. */
static int too_busy(struct page *p, enum auth_check r)
{
	if (r != AUTH_BUSY)
		return 0;
	page_fail(p, 503, "the server is busy checking passwords: try again in a second");
	http_add_header(p->resp, "Retry-After", "1");
	return 1;
}

/* The session cookie; Secure when teams reach the server over https (serve --url). */
static char *session_cookie(struct page *p, const char *token, int max_age)
{
	return xasprintf("sid=%s; Path=/; Max-Age=%d; HttpOnly; SameSite=Strict%s", token, max_age,
	                 serve_https(p->s) ? "; Secure" : "");
}

/* The wait before user may try from peer: shorter for the browser that logged in as user before (auth.h). */
static long login_wait(struct page *p, const char *user, const char *peer)
{
	if (user && auth_device_ok(p->s->auth, user, http_cookie(p->req, "device")))
		return auth_login_wait_known(p->s->auth, user, peer);
	return auth_login_wait(p->s->auth, user, peer);
}

/*
 * Throttled twice: every attempt from one address (teams behind one NAT share
 * it, so the bucket is large), and the failures, by growing delays for the
 * name from this address, the address and the name (auth.h): a guesser
 * slows down, the right password after the delay still logs in.
 */
static void post_login(struct page *p, const char *arg)
{
	(void)arg;
	const struct serve_limits *lim = &p->s->limits;
	const char *user = http_form(p->req, "username"), *peer = serve_peer(p->s, p->req);
	char ip_key[96];
	snprintf(ip_key, sizeof ip_key, "login:%s", peer);
	if (too_many(p, auth_rate_take(p->s->auth, ip_key, lim->login_burst, lim->login_per_minute),
	             "too many login attempts from this address: wait a minute") ||
	    too_many(p, login_wait(p, user, peer),
	             "too many failed logins for this user or address: wait and try again"))
		return;
	if (!auth_csrf_ok(p->s->auth, http_cookie(p->req, "prelogin"), http_form(p->req, "csrf"))) {
		page_fail(p, 403, "the form's token is missing or stale: reload the login page");
		return;
	}
	const struct auth_account *acc;
	enum auth_check r = auth_check_password(p->s->auth, user, http_form(p->req, "password"), &acc);
	if (too_busy(p, r))
		return;
	if (!acc) {
		auth_login_failed(p->s->auth, user, peer);
		login_form(p, "wrong user name or password");
		return;
	}
	auth_login_passed(p->s->auth, user, peer);
	char *token = auth_session_open(p->s->auth, acc, SESSION_AGE);
	if (!token) {
		page_fail(p, 500, "the session could not be stored");
		return;
	}
	char *c = session_cookie(p, token, SESSION_AGE);
	page_redirect(p, acc->role == AUTH_TEAM ? "/" : "/jury");
	http_add_header(p->resp, "Set-Cookie", c);
	free(c);
	free(token);
	char *device = auth_device_token(p->s->auth, acc);
	c = xasprintf("device=%s; Path=/login; Max-Age=%d; HttpOnly; SameSite=Strict%s", device, DEVICE_AGE,
	              serve_https(p->s) ? "; Secure" : "");
	http_add_header(p->resp, "Set-Cookie", c);
	free(c);
	free(device);
}

static void post_logout(struct page *p, const char *arg)
{
	(void)arg;
	if (p->token)
		auth_session_close(p->s->auth, p->token);
	page_redirect(p, "/login");
	char *c = session_cookie(p, "", 0);
	http_add_header(p->resp, "Set-Cookie", c);
	free(c);
}

/* ---- static files, from memory: no URL reaches the file system ---- */

static const char style_css[] =
        "body{font-family:sans-serif;margin:0;color:#222}nav{background:#234;color:#fff;padding:.5em 1em}"
        "nav a,nav .who{color:#fff;margin-left:1em}main{padding:1em;max-width:70em}"
        "form.inline{display:inline}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em}"
        ".error{color:#a00}.v-ac{color:#070;font-weight:bold}.v-no{color:#a00;font-weight:bold}.pending{color:#876}"
        "label{display:block;margin:.3em 0}textarea{width:100%;height:15em}"
        "pre{background:#f4f4f4;padding:.5em;overflow:auto}.frozen{color:#06c}"
        "body.wall nav{display:none}body.wall main{max-width:none}"
        ".screen{display:flex;flex-direction:column-reverse;max-height:34em;overflow:auto;background:#f4f4f4}"
        ".screen pre{margin:0;font-size:1.05em;line-height:1.3;overflow:visible;flex-shrink:0}.moves button{margin:.15em;min-width:4em}"
        ".typed label{display:inline}.won{color:#070;font-weight:bold}.lost{color:#a00;font-weight:bold}\n";

static const char live_js[] =
        "// Refreshes the page's main part every few seconds while it waits for news;\n"
        "// the page reads the same without it.\n"
        "(function () {\n"
        "  var secs = Number(document.body.dataset.refresh || 0);\n"
        "  if (!secs) return;\n"
        "  setInterval(function () {\n"
        "    fetch(location.href, {credentials: 'same-origin'}).then(function (r) {\n"
        "      return r.ok ? r.text() : null;\n"
        "    }).then(function (text) {\n"
        "      if (!text) return;\n"
        "      var doc = new DOMParser().parseFromString(text, 'text/html');\n"
        "      var fresh = doc.getElementById('main'), old = document.getElementById('main');\n"
        "      if (fresh && old && fresh.innerHTML !== old.innerHTML) old.innerHTML = fresh.innerHTML;\n"
        "    }).catch(function () {});\n"
        "  }, secs * 1000);\n"
        "})();\n";

/* style.css: the pages' own style, then the scoreboard's, which compare's page has too (report/board.h). */
static void get_static(struct page *p, const char *arg)
{
	char *text = !strcmp(arg, "style.css") ? xasprintf("%s%s", style_css, board_css)
	             : !strcmp(arg, "live.js") ? xstrdup(live_js)
	                                       : NULL;
	if (!text) {
		page_fail(p, 404, "no such file");
		return;
	}
	http_respond(p->resp, 200,
	             !strcmp(arg, "live.js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8", text,
	             strlen(text));
	http_add_header(p->resp, "Cache-Control", "max-age=300");
}

/* ---- routing ---- */

enum need { ANYONE, TEAM, JURY };

struct route {
	const char *method;
	const char *prefix; /* the path, or its start when it ends in '/' (the rest is the page's argument) */
	enum need need;
	void (*fn)(struct page *p, const char *arg);
};

static const struct route routes[] = {
	{ "GET", "/", ANYONE, get_home },
	{ "GET", "/login", ANYONE, get_login },
	{ "POST", "/login", ANYONE, post_login },
	{ "POST", "/logout", ANYONE, post_logout },
	{ "GET", "/problems/", TEAM, get_problem },
	{ "POST", "/submit", TEAM, post_submit },
	{ "GET", "/submissions/", TEAM, get_submission },
	{ "GET", "/scoreboard", ANYONE, get_scoreboard },
	{ "GET", "/jury", JURY, get_jury },
	{ "GET", "/jury/submissions/", JURY, get_jury_submission },
	{ "GET", "/jury/problems/", JURY, get_jury_problem },
	{ "GET", "/jury/export.md", JURY, get_jury_export },
	{ "GET", "/jury/export.html", JURY, get_jury_export },
	{ "GET", "/jury/export.json", JURY, get_jury_export },
	{ "POST", "/jury/rejudge", JURY, post_rejudge },
	{ "POST", "/jury/clock", JURY, post_clock },
	{ "GET", "/jury/replay", JURY, get_jury_replay },
	{ "GET", "/jury/explore/", JURY, get_jury_explore },
	{ "POST", "/hint", TEAM, post_hint },
	{ "GET", "/play/", TEAM, get_play },
	{ "POST", "/play/", TEAM, post_play },
	{ "GET", "/games/", TEAM, get_game },
	{ "POST", "/games/", TEAM, post_move },
	{ "GET", "/static/", ANYONE, get_static },
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
	if (r->need != ANYONE && !p.acc) {
		if (!strcmp(r->method, "GET"))
			page_redirect(&p, "/login");
		else
			page_fail(&p, 401, "log in first");
		return;
	}
	if (r->need == JURY && !page_jury(&p)) {
		page_fail(&p, 403, "this page is for the jury");
		return;
	}
	r->fn(&p, arg);
}
