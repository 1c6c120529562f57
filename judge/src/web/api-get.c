/*
 * api-get.c: the Contest API's reading endpoints (api-int.h), each one row of
 * api.c's table: the contest, its state and scoreboard, and its collections,
 * whole or one object by id. What the asker may see is decided here, row by
 * row: the public sees the submissions of the teams shown and the results of
 * those received before the freeze (all once thawed), a team its own.
 */
#include <string.h>

#include "contest/contest-package.h"
#include "store/scoreboard.h"
#include "store/store.h"
#include "util.h"
#include "web/api-int.h"

/* Whether the asker sees this judgement and its runs (api_sees_result of its submission). */
static int sees_judgement(struct api *a, const struct store_judgement *j, const struct store_submission *subs, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (subs[i].id == j->submission_id)
			return api_sees_result(a, &subs[i]);
	return 0;
}

/* ---- collections ---- */

/* Keeps the objects of all whose property name is value (an empty value: null or absent). */
static int filter_step(void *cls, const char *name, const char *value)
{
	json_t *all = cls;
	if (!strcmp(name, "strict")) /* the router let only the route's filters through, and this */
		return 0;
	for (size_t i = json_array_size(all); i-- > 0;) {
		json_t *v = json_object_get(json_array_get(all, i), name);
		int match = *value ? json_is_string(v) && !strcmp(json_string_value(v), value) : !v || json_is_null(v);
		if (!match)
			json_array_remove(all, i);
	}
	return 0;
}

/*
 * One object of a collection by id (404 when there is none), or the whole
 * collection as an array, filtered by the query's ID properties (the router
 * has refused any argument the collection does not filter on).
 */
void api_filter(struct api *a, json_t *all)
{
	http_query_each(a->req, filter_step, all);
}

static void answer(struct api *a, json_t *all, const char *id)
{
	if (!id) {
		api_filter(a, all);
		api_json(a->resp, 200, all);
		return;
	}
	size_t i;
	json_t *v;
	json_array_foreach(all, i, v)
	{
		const char *vid = json_string_value(json_object_get(v, "id"));
		if (vid && !strcmp(vid, id)) {
			json_incref(v);
			json_decref(all);
			api_json(a->resp, 200, v);
			return;
		}
	}
	json_decref(all);
	api_error(a->resp, 404, "no such object");
}

static int store_lists(struct api *a, struct store_submission **subs, size_t *n, struct store_judgement **js,
                       size_t *nj)
{
	struct diag d;
	struct store_filter f = { .team_id = a->acc && a->acc->role == AUTH_TEAM ? a->acc->team_id : NULL };
	*subs = NULL, *js = NULL, *n = *nj = 0;
	if (store_submissions_list(a->s->store, &f, subs, n, &d) < 0 ||
	    (js && store_judgements_list(a->s->store, &f, js, nj, &d) < 0)) {
		store_submissions_free(*subs, *n);
		api_error(a->resp, 500, d.msg);
		return -1;
	}
	return 0;
}

void api_get_submissions(struct api *a, const char *id)
{
	struct store_submission *subs;
	struct store_judgement *js;
	size_t n, nj;
	if (store_lists(a, &subs, &n, &js, &nj) < 0)
		return;
	json_t *all = json_array();
	for (size_t i = 0; i < n; i++)
		if (api_sees_submission(a, &subs[i])) /* the public: none of a hidden team */
			json_array_append_new(all, api_submission(a, &subs[i]));
	store_submissions_free(subs, n);
	store_judgements_free(js, nj);
	answer(a, all, id);
}

static void get_judgements(struct api *a, const char *id, int runs)
{
	struct store_submission *subs;
	struct store_judgement *js;
	size_t n, nj;
	if (store_lists(a, &subs, &n, &js, &nj) < 0)
		return;
	json_t *all = json_array();
	struct diag d;
	for (size_t i = 0; i < nj; i++) {
		if (!sees_judgement(a, &js[i], subs, n))
			continue;
		if (!runs) {
			json_array_append_new(all, api_judgement(a, &js[i]));
			continue;
		}
		struct store_run *rs;
		size_t nr;
		if (store_runs_list(a->s->store, js[i].id, &rs, &nr, &d) < 0)
			continue;
		for (size_t k = 0; k < nr; k++)
			json_array_append_new(all, api_run(a, &rs[k]));
		store_runs_free(rs, nr);
	}
	store_submissions_free(subs, n);
	store_judgements_free(js, nj);
	answer(a, all, id);
}

void api_get_judgements(struct api *a, const char *id)
{
	get_judgements(a, id, 0);
}

void api_get_runs(struct api *a, const char *id)
{
	get_judgements(a, id, 1);
}

void api_get_problems(struct api *a, const char *id)
{
	json_t *all = json_array();
	for (size_t i = 0; api_sees_problems(a) && i < a->s->contest->nproblems; i++)
		json_array_append_new(all, api_problem(a, i));
	answer(a, all, id);
}

void api_get_teams(struct api *a, const char *id)
{
	json_t *all = json_array();
	for (size_t i = 0; i < a->s->pkg->nteams; i++) {
		json_t *t = api_team(a, i);
		if (t) /* a hidden team is the jury's alone */
			json_array_append_new(all, t);
	}
	answer(a, all, id);
}

void api_get_languages(struct api *a, const char *id)
{
	json_t *all = json_array();
	for (size_t i = 0; i < a->s->contest->nlanguages; i++)
		json_array_append_new(all, api_language(a, i));
	answer(a, all, id);
}

void api_get_judgement_types(struct api *a, const char *id)
{
	json_t *all = json_array();
	for (size_t i = 0; i < njudgement_types; i++)
		json_array_append_new(all, api_judgement_type(i));
	answer(a, all, id);
}

void api_get_groups(struct api *a, const char *id)
{
	json_t *all = json_array();
	for (size_t i = 0; i < a->s->pkg->ngroups; i++)
		json_array_append_new(all, api_group(a, i));
	answer(a, all, id);
}

void api_get_organizations(struct api *a, const char *id)
{
	json_t *all = json_array();
	for (size_t i = 0; i < a->s->pkg->norganizations; i++)
		json_array_append_new(all, api_organization(a, i));
	answer(a, all, id);
}

void api_get_info(struct api *a, const char *id)
{
	(void)id;
	api_json(a->resp, 200,
	         json_pack("{s:s, s:s, s:{s:s, s:s}}", "version", "2023-06", "version_url",
	                   "https://ccs-specs.icpc.io/2023-06/contest_api", "provider", "name", "gamejudge", "version",
	                   "0.1.0"));
}

void api_get_access(struct api *a, const char *id)
{
	(void)id;
	api_json(a->resp, 200, api_access(a));
}

void api_get_contests(struct api *a, const char *id)
{
	(void)id;
	api_json(a->resp, 200, json_pack("[o]", api_contest(a)));
}

void api_get_contest(struct api *a, const char *id)
{
	(void)id;
	api_json(a->resp, 200, api_contest(a));
}

void api_get_state(struct api *a, const char *id)
{
	(void)id;
	api_json(a->resp, 200, api_state(a));
}

void api_get_scoreboard(struct api *a, const char *id)
{
	(void)id;
	struct diag d;
	const char *group = http_query(a->req, "group_id");
	if (group && !contest_group(a->s->pkg, group)) {
		api_error(a->resp, 400, "group_id: no such group");
		return;
	}
	json_t *sb = api_scoreboard(a, group, &d);
	if (sb)
		api_json(a->resp, 200, sb);
	else
		api_error(a->resp, 500, d.msg);
}
