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
