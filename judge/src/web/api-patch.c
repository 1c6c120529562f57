/*
 * api-patch.c: PATCH of the contest by an admin (capabilities contest_start,
 * contest_thaw): {"id": CONTEST, "scoreboard_thaw_time": TIME} thaws the scoreboard, the
 * jury page's "Thaw the scoreboard" (clock.h), which thaws at once: a time
 * in the past or now thaws it now and answers 200 with the contest (the spec's
 * answer when the server used another time than asked); a time to come is
 * 403, as is a thaw the clock refuses (not frozen, thawed already), with why.
 * {"id": CONTEST, "start_time": TIME or null, "countdown_pause_time": RELTIME}
 * (capability contest_start) schedules the start, or pauses the countdown
 * (start_time null; countdown_pause_time, optional, the time left), as the
 * jury page's form does (rules.h): 200 with the contest; 403 once the contest
 * has started or starts within 30 s, or for a start past or within 30 s; 400
 * for a countdown_pause_time with a start_time. Any other property, or
 * another contest's id, is 400.
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

/* Schedules the start or pauses the countdown; answers. */
static void schedule(struct api *a, json_t *at, json_t *pause)
{
	long long ms = 0, left = -1;
	const char *text = json_string_value(at), *rel = json_string_value(pause);
	if (!json_is_null(at) && (!text || contest_parse_time(text, &ms) < 0)) {
		api_error(a->resp, 400, "start_time: expected a TIME or null");
		return;
	}
	if (pause && !json_is_null(pause) && (!rel || contest_parse_reltime(rel, &left) < 0 || left < 0)) {
		api_error(a->resp, 400, "countdown_pause_time: expected a RELTIME not negative, or null");
		return;
	}
	if (text && left >= 0) {
		api_error(a->resp, 400, "countdown_pause_time: set only with start_time null");
		return;
	}
	char msg[512];
	int status = serve_clock_schedule(a->s, ms, left, msg, sizeof msg);
	if (status)
		api_error(a->resp, status, msg);
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
		json_t *start = json_object_get(body, "start_time");
		if (start && at)
			api_error(a->resp, 400, "start_time and scoreboard_thaw_time: one PATCH sets one of them");
		else if (start)
			schedule(a, start, json_object_get(body, "countdown_pause_time"));
		else if (!at)
			api_error(a->resp, 400, "start_time or scoreboard_thaw_time: missing");
		else
			thaw(a, at);
	}
	json_decref(body);
}
