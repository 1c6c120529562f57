/*
 * api-json.c: the Contest API's answers (api-int.h): a JSON body or the
 * spec's error object, the objects of the spec built with jansson (the
 * spec's TIME and RELTIME by contest-package.h's formatters), and what an
 * asker may see.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contest/contest-package.h"
#include "report/report.h"
#include "store/scoreboard.h"
#include "store/store.h"
#include "util.h"
#include "web/api-int.h"
#include "web/rules.h"

/* ---- answers ---- */

/*
 * jansson refuses text that is not UTF-8: json_pack() then returns NULL and
 * json_dumps(NULL) too. A value that could not be built is the server's own
 * failure, answered 500 with a fixed text, never a crash of the HTTP process.
 */
void api_json(struct http_response *resp, int status, json_t *v)
{
	char *text = v ? json_dumps(v, API_JSON_FLAGS) : NULL;
	json_decref(v);
	if (!text) {
		text = xstrdup("{\"code\":500,\"message\":\"the answer cannot be built\"}");
		status = 500;
	}
	size_t n = strlen(text);
	text = xrealloc(text, n + 2);
	text[n] = '\n';
	text[n + 1] = '\0';
	http_respond(resp, status, "application/json", text, n + 1);
}

/* The spec's error object: {"code": status, "message": "..."}; a message not UTF-8 (jansson's own quotes a cut token)
 * is repaired. */
void api_error(struct http_response *resp, int status, const char *message)
{
	api_json(resp, status, json_pack("{s:i, s:o}", "code", status, "message", report_json_text(message)));
}

static json_t *time_or_null(long long ms)
{
	char buf[64];
	if (!ms)
		return json_null();
	contest_format_time(ms, buf, sizeof buf);
	return json_string(buf);
}

static json_t *reltime(long long ms)
{
	char buf[64];
	contest_format_reltime(ms, buf, sizeof buf);
	return json_string(buf);
}

/* ---- objects ---- */

/* A time the store keeps under name (clock.h's "thaw_ms", "finalized_ms"), 0 when unset. */
static long long recorded(struct api *a, const char *name)
{
	long long v = 0;
	struct diag d;
	if (store_state_get(a->s->store, name, &v, &d) <= 0)
		return 0;
	return v;
}

/*
 * The contest; shortname (the id) is DOMjudge's, which its submit client
 * reads. scoreboard_thaw_time is the thaw the jury recorded, or null: the
 * server schedules none. start_time is the schedule (an admin's PATCH, else
 * contest.yaml's) or the start; while an admin has paused the countdown it is
 * null and countdown_pause_time the time that was left.
 */
json_t *api_contest(struct api *a)
{
	const struct contest *c = a->s->pkg;
	long long pause = serve_countdown_pause_ms(a->s);
	json_t *o = json_pack("{s:s, s:s, s:s, s:s, s:o, s:o, s:o, s:s, s:i}", "id", c->id, "shortname", c->id, "name",
	                      c->name, "formal_name", c->formal_name ? c->formal_name : c->name, "start_time",
	                      time_or_null(serve_start_ms(a->s)), "countdown_pause_time",
	                      pause >= 0 ? reltime(pause) : json_null(), "duration", reltime(c->duration_ms),
	                      "scoreboard_type", "pass-fail", "penalty_time", (int)c->penalty_min);
	json_object_set_new(o, "scoreboard_freeze_duration", c->freeze_ms ? reltime(c->freeze_ms) : json_null());
	json_object_set_new(o, "scoreboard_thaw_time",
	                    c->freeze_ms ? time_or_null(recorded(a, "thaw_ms")) : json_null());
	return o;
}

/* The properties this server writes of each type; every asker sees each (the public a part of the submissions). */
static const struct {
	const char *type;
	const char *properties;
} seen[] = {
	{ "contest",
	  "id shortname name formal_name start_time countdown_pause_time duration scoreboard_freeze_duration "
	  "scoreboard_thaw_time scoreboard_type penalty_time" },
	{ "judgement-types", "id name penalty solved" },
	{ "languages", "id name entry_point_required extensions compiler runner" },
	{ "problems", "id label name ordinal rgb color time_limit test_data_count" },
	{ "groups", "id name" },
	{ "organizations", "id name formal_name" },
	{ "teams", "id name label display_name organization_id group_ids" },
	{ "state", "started frozen ended thawed finalized end_of_updates" },
	{ "submissions", "id language_id problem_id team_id time contest_time entry_point files" },
	{ "judgements",
	  "id submission_id judgement_type_id start_time start_contest_time end_time end_contest_time max_run_time" },
	{ "runs", "id judgement_id ordinal judgement_type_id time contest_time run_time" },
	{ "awards", "id citation team_ids" },
	{ "scoreboard", "time contest_time state rows" },
	{ "event-feed", "type id data token" },
};

static json_t *words(const char *list)
{
	json_t *arr = json_array();
	for (const char *p = list; *p; p += strspn(p, " ")) {
		size_t n = strcspn(p, " ");
		json_array_append_new(arr, json_stringn(p, n));
		p += n;
	}
	return arr;
}

json_t *api_access(struct api *a)
{
	json_t *caps = json_array(), *eps = json_array();
	/* Once the contest is over the API takes no submission (api-post.c): the capability goes with it. */
	if (a->acc && a->acc->role == AUTH_TEAM && !api_contest_over(a))
		json_array_append_new(caps, json_string("team_submit"));
	if (a->acc && a->acc->role == AUTH_ADMIN) {
		json_array_append_new(caps, json_string("contest_start"));
		json_array_append_new(caps, json_string("contest_thaw"));
	}
	for (size_t i = 0; i < sizeof seen / sizeof *seen; i++) {
		json_t *props = words(seen[i].properties);
		if (!strcmp(seen[i].type, "teams") && api_jury(a))
			json_array_append_new(props, json_string("hidden"));
		json_array_append_new(eps, json_pack("{s:s, s:o}", "type", seen[i].type, "properties", props));
	}
	return json_pack("{s:o, s:o}", "capabilities", caps, "endpoints", eps);
}

/*
 * The state's times. finalized is the jury's finalize (clock.h), which comes
 * after the end; end_of_updates follows it once the scoreboard is thawed, or
 * at once if it never froze: the later of the two.
 */
static struct api_state_times state_times(struct api *a)
{
	long long now = store_now_ms(), start = serve_start_ms(a->s), end = serve_end_ms(a->s);
	long long freeze =
	        start && a->s->contest->freeze_ms ? start + a->s->contest->duration_ms - a->s->contest->freeze_ms : 0;
	long long thaw = recorded(a, "thaw_ms"), fin = recorded(a, "finalized_ms");
	int started = start && now >= start, ended = started && end && now >= end;
	int frozen = a->s->contest->freeze_ms && started && now >= freeze && (!ended || freeze < end);
	int thawed = frozen && thaw && thaw > freeze;
	long long eou = fin && ended && (!frozen || thawed) ? (thawed && thaw > fin ? thaw : fin) : 0;
	return (struct api_state_times){ .started = started ? start : 0,
		                         .frozen = frozen ? freeze : 0,
		                         .ended = ended ? end : 0,
		                         .thawed = thawed ? thaw : 0,
		                         .finalized = ended ? fin : 0,
		                         .end_of_updates = eou };
}

static json_t *state_of(struct api *a, const struct api_state_times *st)
{
	json_t *o = json_pack("{s:o, s:o, s:o, s:o}", "started", time_or_null(st->started), "ended",
	                      time_or_null(st->ended), "finalized", time_or_null(st->finalized), "end_of_updates",
	                      time_or_null(st->end_of_updates));
	if (a->s->contest->freeze_ms) {
		json_object_set_new(o, "frozen", time_or_null(st->frozen));
		json_object_set_new(o, "thawed", time_or_null(st->thawed));
	}
	return o;
}

json_t *api_state(struct api *a)
{
	struct api_state_times st = state_times(a);
	return state_of(a, &st);
}

json_t *api_problem(struct api *a, size_t i)
{
	const struct serve_problem *p = &a->s->contest->problems[i];
	const struct contest_problem *cp = &a->s->pkg->problems[i];
	json_t *o =
	        json_pack("{s:s, s:s, s:s, s:i, s:f, s:i}", "id", p->id, "label", p->label, "name", p->title, "ordinal",
	                  (int)i + 1, "time_limit", p->time_limit_ms / 1000.0, "test_data_count", p->ntests);
	const char *rgb = cp->rgb;
	size_t n = rgb ? strlen(rgb) : 0;
	if (rgb && rgb[0] == '#' && (n == 4 || n == 7) && strspn(rgb + 1, "0123456789abcdefABCDEF") == n - 1)
		json_object_set_new(o, "rgb", json_string(rgb));
	if (cp->color)
		json_object_set_new(o, "color", json_string(cp->color));
	return o;
}

json_t *api_team(struct api *a, size_t i)
{
	const struct contest_team *t = &a->s->pkg->teams[i];
	int jury = api_jury(a);
	if (t->hidden && !api_sees_team(a, t->id)) /* the jury's and its own */
		return NULL;
	json_t *groups = t->group_ids ? json_array() : json_null();
	for (char **g = t->group_ids; g && *g; g++)
		json_array_append_new(groups, json_string(*g));
	json_t *o = json_pack("{s:s, s:s, s:s, s:o, s:o, s:o}", "id", t->id, "name", t->name, "label",
	                      t->label ? t->label : t->id, "display_name",
	                      t->display_name ? json_string(t->display_name) : json_null(), "organization_id",
	                      t->organization_id ? json_string(t->organization_id) : json_null(), "group_ids", groups);
	if (jury)
		json_object_set_new(o, "hidden", json_boolean(t->hidden));
	return o;
}

json_t *api_group(struct api *a, size_t i)
{
	const struct contest_group *g = &a->s->pkg->groups[i];
	return json_pack("{s:s, s:s}", "id", g->id, "name", g->name);
}

json_t *api_organization(struct api *a, size_t i)
{
	const struct contest_organization *o = &a->s->pkg->organizations[i];
	return json_pack("{s:s, s:s, s:o}", "id", o->id, "name", o->name, "formal_name",
	                 o->formal_name ? json_string(o->formal_name) : json_null());
}

json_t *api_language(struct api *a, size_t i)
{
	const struct serve_language *l = &a->s->contest->languages[i];
	json_t *ext = json_array();
	for (char **e = l->extensions; e && *e; e++)
		json_array_append_new(ext, json_string(*e));
	json_t *o = json_pack("{s:s, s:s, s:b, s:o}", "id", l->id, "name", l->name, "entry_point_required", 0,
	                      "extensions", ext);
	/* No language needs an entry point here (Java's class is Main): entry_point_name is absent, as the schema
	 * wants it then. */
	if (l->compiler)
		json_object_set_new(o, "compiler",
		                    json_pack("{s:s, s:s}", "command", l->compiler, "args", l->compiler_args));
	if (l->runner)
		json_object_set_new(o, "runner", json_pack("{s:s, s:s}", "command", l->runner, "args", l->runner_args));
	return o;
}

json_t *api_judgement_type(size_t i)
{
	const struct judgement_type *t = &judgement_types[i];
	return json_pack("{s:s, s:s, s:b, s:b}", "id", t->id, "name", t->name, "penalty", t->penalty, "solved",
	                 t->solved);
}

json_t *api_submission(struct api *a, const struct store_submission *sub)
{
	char id[32], href[160];
	snprintf(id, sizeof id, "%lld", sub->id);
	snprintf(href, sizeof href, "contests/%s/submissions/%lld/files", a->s->pkg->id, sub->id);
	/* The public may not read the files (the requirements' access restrictions): none is referred to. */
	json_t *files = !a->acc ? json_array()
	                        : json_pack("[{s:s, s:s, s:s}]", "href", href, "filename", "files.zip", "mime",
	                                    "application/zip");
	return json_pack("{s:s, s:s, s:s, s:s, s:o, s:o, s:n, s:o}", "id", id, "language_id", sub->language,
	                 "problem_id", sub->problem_id, "team_id", sub->team_id, "time", time_or_null(sub->time_ms),
	                 "contest_time", reltime(sub->time_ms - serve_start_ms(a->s)), "entry_point", "files", files);
}

json_t *api_judgement(struct api *a, const struct store_judgement *j)
{
	char id[32], sid[32];
	snprintf(id, sizeof id, "%lld", j->id);
	snprintf(sid, sizeof sid, "%lld", j->submission_id);
	long long start = serve_start_ms(a->s);
	int done = j->ended_ms && j->verdict[0];
	const struct judgement_type *t = done ? judgement_type_of(j->verdict) : NULL;
	json_t *o = json_pack("{s:s, s:s, s:o, s:o, s:o, s:o}", "id", id, "submission_id", sid, "start_time",
	                      time_or_null(j->started_ms), "start_contest_time", reltime(j->started_ms - start),
	                      "end_time", time_or_null(done ? j->ended_ms : 0), "end_contest_time",
	                      done ? reltime(j->ended_ms - start) : json_null());
	json_object_set_new(o, "judgement_type_id", t ? json_string(t->id) : json_null());
	json_object_set_new(o, "max_run_time", done ? json_real(j->time_ms / 1000.0) : json_null());
	return o;
}

json_t *api_run(struct api *a, const struct store_run *r)
{
	char id[32], jid[32];
	snprintf(id, sizeof id, "%lld", r->id);
	snprintf(jid, sizeof jid, "%lld", r->judgement_id);
	const struct judgement_type *t = judgement_type_of(r->verdict);
	return json_pack("{s:s, s:s, s:i, s:s, s:o, s:o, s:f}", "id", id, "judgement_id", jid, "ordinal", r->ordinal,
	                 "judgement_type_id", t ? t->id : "JE", "time", time_or_null(r->ended_ms), "contest_time",
	                 reltime(r->ended_ms - serve_start_ms(a->s)), "run_time", r->time_ms / 1000.0);
}

static int in_group(const struct contest_team *t, const void *group_id)
{
	return contest_team_in_group(t, group_id);
}

long long api_board_time(const struct api_state_times *st, long long last_ms, long long now_ms)
{
	if (st->end_of_updates) /* the very last change: nothing after it moves the scoreboard */
		return st->end_of_updates;
	const long long at[] = { st->started, st->frozen, st->ended, st->thawed, st->finalized, last_ms };
	long long t = 0;
	for (size_t i = 0; i < sizeof at / sizeof *at; i++)
		t = at[i] > t ? at[i] : t;
	return !t || t > now_ms ? now_ms : t;
}

json_t *api_scoreboard(struct api *a, const char *group_id, struct diag *d)
{
	struct scoreboard sb;
	struct scoreboard_clock clk;
	/* the jury's board or the public's (a team's is): its last change counted as its rows are (scoreboard.h) */
	if (serve_scoreboard(a->s, api_jury(a), &sb, &clk, d) < 0)
		return NULL;
	long long last = sb.last_ms;
	if (group_id) /* ranked among the group's teams alone */
		scoreboard_keep(&sb, a->s->pkg, in_group, group_id);
	json_t *rows = json_array();
	for (size_t r = 0; r < sb.nrows; r++) {
		const struct scoreboard_row *row = &sb.rows[r];
		json_t *score =
		        json_pack("{s:i, s:i}", "num_solved", row->num_solved, "total_time", (int)row->total_min);
		if (row->num_solved)
			json_object_set_new(score, "time", json_integer(row->last_min));
		json_t *problems = json_array();
		for (size_t c = 0; c < sb.ncells; c++) {
			const struct scoreboard_cell *cell = &row->cells[c];
			json_t *p =
			        json_pack("{s:s, s:i, s:i, s:b}", "problem_id", a->s->pkg->problems[c].id, "num_judged",
			                  cell->num_judged, "num_pending", cell->num_pending, "solved", cell->solved);
			if (cell->solved)
				json_object_set_new(p, "time", json_integer(cell->time_min));
			json_array_append_new(problems, p);
		}
		json_array_append_new(rows,
		                      json_pack("{s:i, s:s, s:o, s:o}", "rank", row->rank, "team_id",
		                                a->s->pkg->teams[row->team].id, "score", score, "problems", problems));
	}
	scoreboard_free(&sb);
	struct api_state_times st = state_times(a);
	long long at = api_board_time(&st, last, store_now_ms());
	return json_pack("{s:o, s:o, s:o, s:o}", "time", time_or_null(at), "contest_time",
	                 reltime(clk.start_ms ? at - clk.start_ms : 0), "state", state_of(a, &st), "rows", rows);
}

/* ---- access ---- */

int api_jury(const struct api *a)
{
	return a->acc && a->acc->role != AUTH_TEAM;
}

int api_contest_over(const struct api *a)
{
	return a->end_ms && store_now_ms() >= a->end_ms;
}

int api_sees_problems(const struct api *a)
{
	long long start = serve_start_ms(a->s);
	return (a->acc && a->acc->role != AUTH_TEAM) || (start && store_now_ms() >= start);
}

/*
 * Contest_API.md (2023-06): submissions are "attempts to solve problems in the
 * contest", and a contest "that has ended, has been thawed (or was never
 * frozen) and is finalized must not change", end_of_updates being "the very
 * last change in the contest". A submission after the end (upsolving, judged
 * and shown on the pages) is none of the contest's: no role sees it, so that
 * nothing of it, its judgements or its runs ever follows end_of_updates, and
 * the admin's view does not lose at the finalize what it showed before.
 */
static int in_contest(const struct api *a, const struct store_submission *sub)
{
	return !a->end_ms || sub->time_ms < a->end_ms;
}

int api_sees_submission(const struct api *a, const struct store_submission *sub)
{
	if (!in_contest(a, sub))
		return 0;
	if (a->acc)
		return api_sees_team(a, sub->team_id);
	const struct contest_team *t = contest_team(a->s->pkg, sub->team_id);
	return t && !t->hidden;
}

int api_sees_result(struct api *a, const struct store_submission *sub)
{
	if (!api_sees_submission(a, sub))
		return 0;
	long long freeze = a->acc ? 0 : serve_freeze_ms(a->s);
	return !freeze || sub->time_ms < freeze;
}

int api_sees_team(const struct api *a, const char *team_id)
{
	if (!a->acc)
		return 0;
	return a->acc->role != AUTH_TEAM || (a->acc->team_id && !strcmp(a->acc->team_id, team_id));
}
