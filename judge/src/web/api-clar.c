/*
 * api-clar.c: the Contest API's clarifications (CLICS 2023-06), read and
 * posted (api-int.h); the event feed sends them too (api-feed.c).
 *
 * Who sees which: the jury every one; a team its own questions and the
 * jury's messages to it or to all; the public the jury's messages to all.
 * One that names a problem is left out for whoever may not see the problems
 * yet (before the start). Who may post: a team (team_clar: text, and
 * problem_id and reply_to_id when they name what it sees; never id,
 * to_team_id, time or contest_time; from_team_id only its own) and the jury
 * (admin_clar: time required, from_team_id null, to_team_id a team or null
 * for all). The pages' forms are pages-clar.c's.
 */
#include <stdio.h>
#include <string.h>

#include "contest/contest-package.h"
#include "store/store.h"
#include "util.h"
#include "web/api-int.h"
#include "web/rules.h"

#define API_CLAR_TEXT_MAX 4000 /* as the pages' form */

static json_t *id_or_null(const char *id)
{
	return id[0] ? json_string(id) : json_null();
}

json_t *api_clarification(struct api *a, const struct store_clar *c)
{
	char id[32], reply[32], time[64], rel[64];
	snprintf(id, sizeof id, "%lld", c->id);
	snprintf(reply, sizeof reply, "%lld", c->reply_to);
	contest_format_time(c->time_ms, time, sizeof time);
	contest_format_reltime(c->time_ms - serve_start_ms(a->s), rel, sizeof rel);
	return json_pack("{s:s, s:o, s:o, s:o, s:o, s:s?, s:s, s:s}", "id", id, "from_team_id",
	                 id_or_null(c->from_team), "to_team_id", id_or_null(c->to_team), "reply_to_id",
	                 c->reply_to ? json_string(reply) : json_null(), "problem_id", id_or_null(c->problem_id),
	                 "text", c->text, "time", time, "contest_time", rel);
}

const char *api_clar_view(const struct api *a)
{
	return !a->acc ? "" : a->acc->role == AUTH_TEAM ? a->acc->team_id : NULL;
}

/*
 * As for submissions (api-json.c's in_contest): a clarification made at or
 * after the contest's end is none of the contest's, so nothing follows
 * end_of_updates; the pages still carry it.
 */
int api_clar_visible(const struct api *a, const struct store_clar *c)
{
	return (!c->problem_id[0] || api_sees_problems(a)) && (!a->end_ms || c->time_ms < a->end_ms);
}

/* GET clarifications/ID: the one clarification, read by its id in the store, 404 when the asker does not see it. */
static void get_one(struct api *a, const char *id)
{
	struct store_clar c;
	struct diag d;
	long long n = serve_parse_id(id);
	int found = n ? store_clar_seen(a->s->store, api_clar_view(a), n, &c, &d) : 0;
	if (found < 0)
		api_error(a->resp, 500, d.msg);
	else if (found && api_clar_visible(a, &c))
		api_json(a->resp, 200, api_clarification(a, &c));
	else
		api_error(a->resp, 404, "no such clarification");
	if (found > 0)
		store_clar_free(&c);
}

void api_get_clarifications(struct api *a, const char *id)
{
	struct store_clar *list;
	size_t n;
	struct diag d;
	if (id) {
		get_one(a, id);
		return;
	}
	if (store_clars_list(a->s->store, api_clar_view(a), 0, &list, &n, &d) < 0) {
		api_error(a->resp, 500, d.msg);
		return;
	}
	json_t *all = json_array();
	for (size_t i = 0; i < n; i++)
		if (api_clar_visible(a, &list[i]))
			json_array_append_new(all, api_clarification(a, &list[i]));
	store_clars_free(list, n);
	api_filter(a, all);
	api_json(a->resp, 200, all);
}

/* A string property, or NULL when absent or null; *bad when it is there and not a string. */
static const char *text_of(json_t *body, const char *key, int *bad)
{
	json_t *v = json_object_get(body, key);
	if (v && !json_is_null(v) && !json_is_string(v))
		*bad = 1;
	return json_string_value(v);
}

/* Whether question reply (an id's text) is one the asker sees: its clarification's id in *out. */
static int reply_ok(struct api *a, const char *reply, long long *out)
{
	long long id = serve_parse_id(reply);
	struct store_clar c;
	struct diag d;
	int found = id ? store_clar_seen(a->s->store, api_clar_view(a), id, &c, &d) : 0;
	if (found <= 0)
		return 0;
	found = api_clar_visible(a, &c);
	store_clar_free(&c);
	*out = id;
	return found;
}

/* The body's checks for either capability into c: 0, or the HTTP status with the reason in d. */
static int check_common(struct api *a, json_t *body, struct store_clar *c, struct diag *d)
{
	int bad = 0;
	const char *text = text_of(body, "text", &bad), *problem = text_of(body, "problem_id", &bad);
	const char *reply = text_of(body, "reply_to_id", &bad);
	if (bad || !text || !text[strspn(text, " \t\r\n")]) {
		diag_set(d, "text: expected a non-empty string (and problem_id, reply_to_id: strings or null)");
		return 400;
	}
	if (strlen(text) > API_CLAR_TEXT_MAX) {
		diag_set(d, "text: longer than %d bytes", API_CLAR_TEXT_MAX);
		return 400;
	}
	if (problem && (!serve_problem(a->s, problem) || !api_sees_problems(a))) {
		diag_set(d, "problem_id: no such problem");
		return 400;
	}
	if (reply && !reply_ok(a, reply, &c->reply_to)) {
		diag_set(d, "reply_to_id: no such clarification");
		return 400;
	}
	c->text = (char *)text;
	str_copy(c->problem_id, sizeof c->problem_id, problem ? problem : "");
	return 0;
}

/* team_clar: no id, to_team_id, time or contest_time; from_team_id, if given, the team's own. */
static int check_team(struct api *a, json_t *body, struct store_clar *c, struct diag *d)
{
	static const char *const refused[] = { "id", "to_team_id", "time", "contest_time" };
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
		if (json_object_get(body, refused[i])) {
			diag_set(d, "%s: set by the server, not by a team", refused[i]);
			return 400;
		}
	json_t *from = json_object_get(body, "from_team_id");
	if (from && !json_is_null(from) &&
	    (!json_is_string(from) || strcmp(json_string_value(from), a->acc->team_id))) {
		diag_set(d, "from_team_id: not this account's team");
		return 403;
	}
	str_copy(c->from_team, sizeof c->from_team, a->acc->team_id);
	return 0;
}

/* admin_clar by POST: no id, time required, from_team_id null, to_team_id a team or null. */
static int check_jury(struct api *a, json_t *body, struct store_clar *c, struct diag *d)
{
	int bad = 0;
	const char *time = text_of(body, "time", &bad), *to = text_of(body, "to_team_id", &bad);
	json_t *from = json_object_get(body, "from_team_id");
	if (json_object_get(body, "id")) {
		diag_set(d, "id: set by the server on a POST");
		return 400;
	}
	if (bad || !time || contest_parse_time(time, &c->time_ms) < 0) {
		diag_set(d, "time: expected the time of the message (as the API writes times)");
		return 400;
	}
	if (from && !json_is_null(from)) {
		diag_set(d, "from_team_id: the jury's message is from no team (null)");
		return 400;
	}
	if (to && !serve_team(a->s, to)) {
		diag_set(d, "to_team_id: no such team");
		return 400;
	}
	str_copy(c->to_team, sizeof c->to_team, to ? to : "");
	return 0;
}

void api_post_clarification(struct api *a, const char *id_unused)
{
	(void)id_unused;
	if (api_contest_over(a)) {
		api_error(
		        a->resp, 403,
		        "the contest is over: the Contest API takes the contest's clarifications alone (the pages take "
		        "later ones)");
		return;
	}
	size_t len;
	const char *text = http_body(a->req, &len);
	json_error_t je;
	json_t *body = json_loadb(text, len, 0, &je);
	struct store_clar c = { 0 };
	struct diag d;
	int status = !body                       ? (diag_set(&d, "not JSON: %s", je.text), 400)
	             : !json_is_object(body)     ? (diag_set(&d, "expected a JSON object"), 400)
	             : a->acc->role == AUTH_TEAM ? check_team(a, body, &c, &d)
	                                         : check_jury(a, body, &c, &d);
	if (!status)
		status = check_common(a, body, &c, &d);
	str_copy(c.who, sizeof c.who, a->acc->username);
	long long id = status ? -1 : store_clar_add(a->s->store, &c, &d);
	json_decref(body); /* c.text was the body's */
	struct store_clar back = { 0 };
	if (!status && (id < 0 || store_clar_get(a->s->store, id, &back, &d) != 1))
		status = 500;
	if (status) {
		api_error(a->resp, status, d.msg);
		return;
	}
	char loc[192];
	snprintf(loc, sizeof loc, "/api/contests/%s/clarifications/%lld", a->s->pkg->id, id);
	api_json(a->resp, 200, api_clarification(a, &back));
	http_add_header(a->resp, "Location", loc);
	store_clar_free(&back);
}
