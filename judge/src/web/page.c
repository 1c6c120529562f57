/*
 * page.c: the helpers every page writes with (page.h): a page is HTML
 * written into a memory stream through page_put() and page_esc(), begun
 * with the navigation of who asks and ended by page_end(), which answers
 * with it.
 */
#include "web/page.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "report/report.h"
#include "store/store.h"
#include "util.h"
#include "web/rules.h"

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

/*
 * The contest's clock for everyone who reads the pages: the minute and the
 * time left while it runs (with "scoreboard frozen" during the freeze), or
 * that it is over. Written whole by the server, so that a reload without
 * JavaScript is right; live.js counts it down from data-* each second, with
 * the same words (page_clock_text).
 */
static void clock_bar(struct page *p)
{
	long long start = serve_start_ms(p->s), end = serve_end_ms(p->s), now = store_now_ms();
	if (!start || now < start)
		return;
	long long thawed = 0;
	struct diag d;
	int thaw = store_state_get(p->s->store, "thaw_ms", &thawed, &d) == 1;
	long long freeze =
	        !thaw && p->s->contest->freeze_ms ? start + p->s->contest->duration_ms - p->s->contest->freeze_ms : 0;
	char text[128];
	page_clock_text(start, end, freeze, p->s->contest->duration_ms, now, text, sizeof text);
	page_put(p,
	         "<p id=\"countdown\" data-start=\"%lld\" data-end=\"%lld\" data-freeze=\"%lld\" "
	         "data-duration=\"%lld\" data-now=\"%lld\">%s</p>",
	         start, end, freeze, p->s->contest->duration_ms, now, text);
}

void page_clock_text(long long start, long long end, long long freeze, long long duration, long long now, char *out,
                     size_t size)
{
	if (now >= end) {
		snprintf(out, size, "The contest is over.");
		return;
	}
	long long left = (end - now) / 1000;
	snprintf(out, size, "Minute %lld of %lld \u00b7 %lld:%02lld:%02lld left%s", (now - start) / 60000,
	         duration / 60000, left / 3600, left / 60 % 60, left % 60,
	         freeze && now >= freeze ? " \u00b7 scoreboard frozen" : "");
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
	if (refresh || !p->wall)
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
		page_put(p, " <a href=\"/jury\">Jury</a> <a href=\"/jury/clarifications\">Clarifications</a>");
	else if (p->acc)
		page_put(p, " <a href=\"/clarifications\">Clarifications</a>");
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
	page_put(p, "</nav>");
	clock_bar(p);
	page_news(p);
	/* On a line of its own: what changes above it each second (the clock) is not the page's main part. */
	page_put(p, "\n<main id=\"main\"><h1>");
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
