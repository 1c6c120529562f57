/*
 * api-int.h: what the Contest API's files share: the request being
 * answered, the objects of the spec and who may see what (api-json.c), and
 * the endpoints, each a row of the router's table (api.c), which has checked
 * the account a row needs before its handler runs (route.h). Internal to
 * the API.
 */
#ifndef SERVE_API_INT_H
#define SERVE_API_INT_H

#include <jansson.h>

#include "web/auth.h"
#include "web/http.h"
#include "web/web.h"

struct store_submission;
struct store_judgement;
struct store_run;

struct api {
	struct serve *s;
	struct http_request *req;
	struct http_response *resp;
	const struct auth_account *acc; /* NULL: the public */
	int form;                       /* the body is multipart/form-data, not JSON (api.c says when) */
	long long end_ms;               /* the contest's end (serve_end_ms) as the request came, 0 before the start;
	                                   a feed renews it at each poll */
};

/*
 * How every answer and event is written: numbers with 15 significant digits,
 * so that a time of whole milliseconds divided by 1000 reads 0.005, the
 * decimal the spec's schemas take as a multiple of 0.001, not jansson's
 * default 0.0050000000000000001.
 */
#define API_JSON_FLAGS (JSON_COMPACT | JSON_ENSURE_ASCII | JSON_REAL_PRECISION(15))

/* Answers v (taken) as JSON with status; an error as the spec's {"code", "message"}. */
void api_json(struct http_response *resp, int status, json_t *v);
void api_error(struct http_response *resp, int status, const char *message);

/* Whether the asker may see the problems: the jury always, anyone else once the contest has started. */
int api_sees_problems(const struct api *a);

/* Whether the asker is the jury (a judge or an admin). */
int api_jury(const struct api *a);

/* Whether the contest is over: it has an end (end_ms) and that end has come. */
int api_contest_over(const struct api *a);

/* Whether the asker may see what team_id did: the team itself or the jury. */
int api_sees_team(const struct api *a, const char *team_id);

/*
 * Whether the asker sees the submission: its team or the jury; the public, any
 * of a team that is not hidden. None made after the contest's end (upsolving)
 * is seen by anyone: it is not the contest's (api-json.c says why).
 */
int api_sees_submission(const struct api *a, const struct store_submission *sub);
/*
 * Whether the asker sees the submission's judgements and runs: as
 * api_sees_submission, and for the public only one received before the
 * freeze, or any once the board is thawed (the CCS requirements' access
 * restrictions).
 */
int api_sees_result(struct api *a, const struct store_submission *sub);

/* The spec's objects (new references). */
json_t *api_contest(struct api *a);
/* The asker's capabilities and the endpoints and properties it sees (the spec's access object). */
json_t *api_access(struct api *a);
json_t *api_state(struct api *a);
/* The times of the spec's state object, 0 each that has not come. */
struct api_state_times {
	long long started, frozen, ended, thawed, finalized, end_of_updates;
};
/*
 * A scoreboard's time (its contest_time too): Contest_API.md (2023-06) has it
 * the time of the event after which the scoreboard was made. The events that
 * change a scoreboard are the state's (st) and its submissions and judgements
 * (last_ms: the latest the asker's scoreboard counts, 0: none): the latest of
 * them, or, once the updates have ended, end_of_updates, the very last change,
 * so that it stays put from then on. now_ms when none has come (before the
 * start) or one is said to come after now_ms (another machine's clock). A pure
 * function.
 */
long long api_board_time(const struct api_state_times *st, long long last_ms, long long now_ms);
json_t *api_problem(struct api *a, size_t i);
/* NULL for a hidden team, unless the asker is the jury. */
/* NULL for a hidden team, unless the asker is the jury or the team itself. */
json_t *api_team(struct api *a, size_t i);
json_t *api_group(struct api *a, size_t i);
json_t *api_organization(struct api *a, size_t i);
json_t *api_language(struct api *a, size_t i);
json_t *api_judgement_type(size_t i);
json_t *api_submission(struct api *a, const struct store_submission *sub);
json_t *api_judgement(struct api *a, const struct store_judgement *j);
json_t *api_run(struct api *a, const struct store_run *r);
/* The scoreboard, of group_id's teams alone when not NULL; NULL with a message when the store failed. */
json_t *api_scoreboard(struct api *a, const char *group_id, struct diag *d);

/* The endpoints; id: the object's id in the path, NULL when it has none (the others ignore it). */
/* Keeps the objects of the collection all that match the query's filters (the router let only the route's through). */
void api_filter(struct api *a, json_t *all);

void api_get_info(struct api *a, const char *id);
void api_get_contests(struct api *a, const char *id);
void api_get_contest(struct api *a, const char *id);
void api_get_state(struct api *a, const char *id);
void api_get_access(struct api *a, const char *id);
void api_get_scoreboard(struct api *a, const char *id);
/* A collection, or its object of this id (404 when none): api-get.c. */
void api_get_problems(struct api *a, const char *id);
void api_get_teams(struct api *a, const char *id);
void api_get_languages(struct api *a, const char *id);
void api_get_judgement_types(struct api *a, const char *id);
/* The package's groups and organizations. */
void api_get_groups(struct api *a, const char *id);
void api_get_organizations(struct api *a, const char *id);
void api_get_submissions(struct api *a, const char *id);
void api_get_judgements(struct api *a, const char *id);
void api_get_runs(struct api *a, const char *id);
/* POST submissions, by a team's account (api-post.c). */
void api_post_submission(struct api *a, const char *id);
/* PATCH the contest: an admin's thaw (api-patch.c). */
void api_patch_contest(struct api *a, const char *id);
/* GET submissions/ID/files: the files as one zip (api-post.c). */
void api_submission_files(struct api *a, const char *id);
/*
 * Clarifications (api-clar.c): the spec's object; the view of the store the
 * asker has (store_clars_list's team_id: NULL the jury, "" the public, else
 * the team's); whether the asker may see c (not one naming a problem it may
 * not see yet); GET, and POST by a team (team_clar) or the jury (admin_clar).
 */
struct store_clar;
json_t *api_clarification(struct api *a, const struct store_clar *c);
const char *api_clar_view(const struct api *a);
int api_clar_visible(const struct api *a, const struct store_clar *c);
void api_get_clarifications(struct api *a, const char *id);
void api_post_clarification(struct api *a, const char *id);
/* The awards the asker sees (api-awards.c); NULL with a message when the store failed. GET awards. */
json_t *api_awards(struct api *a, struct diag *d);
void api_get_awards(struct api *a, const char *id);
/* GET event-feed: NDJSON, streamed (api-feed.c). */
void api_event_feed(struct api *a, const char *id);

#endif
