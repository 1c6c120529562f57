/*
 * api-patch.c: PATCH of the contest by an admin (capability contest_thaw):
 * {"id": CONTEST, "scoreboard_thaw_time": TIME} thaws the scoreboard, the
 * jury page's "Thaw the scoreboard" (clock.h), which thaws at once: a time
 * in the past or now thaws it now and answers 200 with the contest (the spec's
 * answer when the server used another time than asked); a time to come is
 * 403, as is a thaw the clock refuses (not frozen, thawed already), with why.
 * The server schedules no start: a start_time is 403 (the jury page's
 * "Start now" starts a contest at once), and contest_start is not among
 * anyone's capabilities. Any other property, or another contest's id, is 400.
 */
#include <stdio.h>
#include <string.h>

#include "contest/contest-package.h"
#include "store/store.h"
#include "web/api-int.h"
#include "web/rules.h"

/* The body's properties checked: 0, or -1 after answering 400. */
static int check_patch(struct api *a, json_t *body)
{
	const char *key;
	json_t *v;
	if (!json_is_object(body)) {
		api_error(a->resp, 400, "the body: expected a JSON object");
		return -1;
	}
	json_object_foreach(body, key, v)
	{
		if (strcmp(key, "id") && strcmp(key, "start_time") && strcmp(key, "scoreboard_thaw_time") &&
		    strcmp(key, "countdown_pause_time")) {
			char msg[160];
			snprintf(msg, sizeof msg, "%.60s: not a property a PATCH of the contest sets", key);
			api_error(a->resp, 400, msg);
			return -1;
		}
	}
	const char *id = json_string_value(json_object_get(body, "id"));
	if (!id || strcmp(id, a->s->pkg->id)) {
		api_error(a->resp, 400, "id: expected the contest's id");
		return -1;
	}
	return 0;
}

/* Thaws at once when at is now or past; answers. */
static void thaw(struct api *a, json_t *at)
{
	long long ms;
	const char *text = json_string_value(at);
	if (!text || contest_parse_time(text, &ms) < 0) {
		api_error(a->resp, 400, "scoreboard_thaw_time: expected a TIME");
		return;
	}
	if (ms > store_now_ms()) {
		api_error(a->resp, 403,
		          "scoreboard_thaw_time: this server thaws at once only (a time in the past or now), "
		          "as the jury page's Thaw the scoreboard does");
		return;
	}
	char msg[512];
	int status = serve_clock_act(a->s, "thaw", a->acc->username, msg, sizeof msg);
	if (status)
		api_error(a->resp, status == 409 ? 403 : status, msg);
	else
		api_json(a->resp, 200, api_contest(a));
}

void api_patch_contest(struct api *a, const char *id_unused)
{
	(void)id_unused;
	size_t len;
	const char *text = http_body(a->req, &len);
	json_error_t je;
	json_t *body = json_loadb(text, len, 0, &je);
	if (!body) {
		api_error(a->resp, 400, "the body: not JSON");
		return;
	}
	if (check_patch(a, body) == 0) {
		json_t *at = json_object_get(body, "scoreboard_thaw_time");
		if (json_object_get(body, "start_time") || json_object_get(body, "countdown_pause_time"))
			api_error(a->resp, 403,
			          "start_time: this server schedules no start; the jury page's Start now starts the "
			          "contest at once");
		else if (!at)
			api_error(a->resp, 400, "scoreboard_thaw_time: missing");
		else
			thaw(a, at);
	}
	json_decref(body);
}
