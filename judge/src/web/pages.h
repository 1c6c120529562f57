/*
 * pages.h: the web pages of `judge serve`, HTML made on the server.
 *
 * Every page reads without JavaScript; /static/live.js only refreshes a page
 * that waits for news (a verdict being judged, the scoreboard). Every text
 * from outside (a team's name, a source, a checker's message, a statement)
 * is escaped once, as it is written (report_html_escape). Every form carries
 * the session's CSRF token, and every POST must pass the Origin check.
 *
 * Statuses a client sees: 303 after a form that worked, and to /login for a
 * page that needs an account; 403 for a page of the jury asked by a team, a
 * missing or wrong CSRF token or a foreign Origin; 404 for what does not exist
 * or belongs to another team; 400 for a form that makes no sense; 413 for a
 * submission over the size limit; 409 for an act of the clock that makes no
 * sense now (web/clock.h: starting a running contest, ...); 429 when a
 * limit on logins or submissions is reached (with Retry-After).
 */
#ifndef SERVE_PAGES_H
#define SERVE_PAGES_H

#include "web/http.h"
#include "web/web.h"

void pages_handle(struct serve *s, struct http_request *req, struct http_response *resp);

#endif
