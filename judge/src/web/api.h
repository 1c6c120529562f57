/*
 * api.h: the Contest API of the CLICS specification, version 2023-06, under
 * /api (icpc/ccs-specs, Contest_API.md), as DOMjudge serves it.
 *
 * Reading: /api, /api/contests, /api/contests/ID and below it state,
 * problems, teams, languages, judgement-types, submissions (and
 * submissions/ID/files, a zip), judgements, runs, scoreboard and event-feed
 * (NDJSON, streamed, with since_token). The public sees what the public
 * scoreboard shows: the contest, its problems, teams, languages, judgement
 * types, state and the frozen scoreboard. A team account (HTTP basic auth or
 * the session cookie) sees its own submissions, judgements and runs too; a
 * judge or admin account sees everything. Another team's submission is 404.
 *
 * Writing: POST submissions by a team account (capability team_submit): JSON
 * with problem_id, language_id and files (one base64 zip), or DOMjudge's
 * multipart form (problem, language, code[] files) with HTTP basic
 * credentials and from no other site's page (api.c says why). Answers 200
 * with the new submission's object; 400 for a body that breaks the spec (a
 * malformed form too), 401 without an account (a form with a session cookie
 * alone too), 403 for an account that may not submit or a request from
 * another site, 413 over the size limit, 415 for another Content-Type, 429
 * over the team's rate.
 */
#ifndef SERVE_API_H
#define SERVE_API_H

#include "web/http.h"
#include "web/web.h"

void api_handle(struct serve *s, struct http_request *req, struct http_response *resp);

#endif
