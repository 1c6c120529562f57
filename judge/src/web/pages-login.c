/*
 * pages-login.c: logging in and out (page.h): the login form, its own CSRF
 * token before a session exists, the throttles on attempts and failures
 * (auth.h), the session and device cookies.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "web/page.h"

#define SESSION_AGE (12 * 3600)
#define DEVICE_AGE  (30 * 24 * 3600) /* a browser that logged in as a user before, for the login delays */

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

void get_login(struct page *p, const char *arg)
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
void post_login(struct page *p, const char *arg)
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

void post_logout(struct page *p, const char *arg)
{
	(void)arg;
	if (p->token)
		auth_session_close(p->s->auth, p->token);
	page_redirect(p, "/login");
	char *c = session_cookie(p, "", 0);
	http_add_header(p->resp, "Set-Cookie", c);
	free(c);
}
