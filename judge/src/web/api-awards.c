/*
 * api-awards.c: the Contest API's awards (CLICS 2023-06, "Known awards"),
 * computed from the scoreboard the asker may see (the public's is frozen)
 * with the hidden teams left out, whoever asks:
 *   - winner: the teams ranked first, once a team has solved a problem;
 *   - gold-medal, silver-medal, bronze-medal: by rank, as the CCS
 *     requirements' scoring data generation gives them: gold the ranks 1 to
 *     G, silver the next S, bronze the next B (contest.yaml's medals: counts,
 *     4 each by default); a team that solved nothing gets none;
 *   - first-to-solve-PROBLEM: the team that solved it first, held empty while
 *     a submission to it made before that one is pending (it might still be
 *     accepted first); none before the asker may see the problems;
 *   - group-winner-GROUP: the best ranked teams of the group that solved a
 *     problem.
 * Each award is there from the start with team_ids [] until a team earns it:
 * the spec's "being updated, no team has the award now".
 */
#include <stdio.h>
#include <string.h>

#include "contest/contest-package.h"
#include "store/scoreboard.h"
#include "web/api-int.h"
#include "web/rules.h"

static json_t *award(const char *id, const char *citation, json_t *team_ids)
{
	return json_pack("{s:s, s:s, s:o}", "id", id, "citation", citation, "team_ids", team_ids);
}

static const char *team_id(struct api *a, const struct scoreboard_row *row)
{
	return a->s->pkg->teams[row->team].id;
}

/* The teams of rank lo to hi that solved a problem. */
static json_t *ranked(struct api *a, const struct scoreboard *sb, long lo, long hi)
{
	json_t *ids = json_array();
	for (size_t r = 0; r < sb->nrows; r++)
		if (sb->rows[r].num_solved && sb->rows[r].rank >= lo && sb->rows[r].rank <= hi)
			json_array_append_new(ids, json_string(team_id(a, &sb->rows[r])));
	return ids;
}

static void medals(struct api *a, const struct scoreboard *sb, json_t *all)
{
	static const char *const ids[] = { "gold-medal", "silver-medal", "bronze-medal" };
	static const char *const citations[] = { "Gold medal winner", "Silver medal winner", "Bronze medal winner" };
	long from = 1;
	json_array_append_new(all, award("winner", "Contest winner", ranked(a, sb, 1, 1)));
	for (size_t m = 0; m < 3; m++) {
		long n = a->s->pkg->medals[m];
		json_array_append_new(all, award(ids[m], citations[m], ranked(a, sb, from, from + n - 1)));
		from += n;
	}
}

/* Whether sub is pending, a team's shown, to problem_id, and made before before_ms. */
static int pending_before(struct api *a, const struct scoreboard_sub *sub, const char *problem_id, long long before_ms)
{
	const struct contest_team *t = contest_team(a->s->pkg, sub->team_id);
	int pending = !sub->verdict || !sub->verdict[0] || !strcmp(sub->verdict, "JE");
	return pending && t && !t->hidden && !strcmp(sub->problem_id, problem_id) && sub->time_ms < before_ms;
}

/*
 * The first team to solve problem c, unless a submission to it made before
 * that team's first accepted one is still pending (it might yet be first).
 */
static json_t *first_to_solve(struct api *a, const struct scoreboard *sb, const struct serve_board_subs *b, size_t c)
{
	json_t *ids = json_array();
	const char *pid = a->s->pkg->problems[c].id;
	long long first = 0;
	for (size_t r = 0; r < sb->nrows; r++) {
		if (!sb->rows[r].cells[c].first_to_solve)
			continue;
		const char *tid = team_id(a, &sb->rows[r]);
		json_array_append_new(ids, json_string(tid));
		for (size_t i = 0; i < b->n; i++) /* its first accepted submission */
			if (!strcmp(b->v[i].team_id, tid) && !strcmp(b->v[i].problem_id, pid) && b->v[i].verdict &&
			    !strcmp(b->v[i].verdict, "AC") && (!first || b->v[i].time_ms < first))
				first = b->v[i].time_ms;
	}
	for (size_t i = 0; first && i < b->n; i++)
		if (pending_before(a, &b->v[i], pid, first)) {
			json_array_clear(ids);
			break;
		}
	return ids;
}

static json_t *group_winners(struct api *a, const struct scoreboard *sb, const char *group_id)
{
	json_t *ids = json_array();
	int best = 0;
	for (size_t r = 0; r < sb->nrows; r++) {
		const struct scoreboard_row *row = &sb->rows[r];
		if (!row->num_solved || !contest_team_in_group(&a->s->pkg->teams[row->team], group_id))
			continue;
		if (best && row->rank != best)
			break;
		best = row->rank;
		json_array_append_new(ids, json_string(team_id(a, row)));
	}
	return ids;
}

json_t *api_awards(struct api *a, struct diag *d)
{
	struct scoreboard sb;
	struct scoreboard_clock clk;
	char id[160], citation[320];
	struct serve_board_subs b;
	if (serve_scoreboard_shown(a->s, api_jury(a), &sb, &clk, d) < 0)
		return NULL;
	if (serve_board_subs(a->s, &b, d) < 0) {
		scoreboard_free(&sb);
		return NULL;
	}
	json_t *all = json_array();
	medals(a, &sb, all);
	for (size_t c = 0; api_sees_problems(a) && c < sb.ncells; c++) {
		const struct contest_problem *p = &a->s->pkg->problems[c];
		snprintf(id, sizeof id, "first-to-solve-%s", p->id);
		snprintf(citation, sizeof citation, "First to solve problem %s", a->s->contest->problems[c].label);
		json_array_append_new(all, award(id, citation, first_to_solve(a, &sb, &b, c)));
	}
	for (size_t g = 0; g < a->s->pkg->ngroups; g++) {
		const struct contest_group *grp = &a->s->pkg->groups[g];
		snprintf(id, sizeof id, "group-winner-%s", grp->id);
		snprintf(citation, sizeof citation, "Winner of %s", grp->name);
		json_array_append_new(all, award(id, citation, group_winners(a, &sb, grp->id)));
	}
	scoreboard_free(&sb);
	serve_board_subs_free(&b);
	return all;
}

void api_get_awards(struct api *a, const char *id)
{
	struct diag d;
	json_t *all = api_awards(a, &d);
	if (!all) {
		api_error(a->resp, 500, d.msg);
		return;
	}
	if (!id) {
		api_json(a->resp, 200, all);
		return;
	}
	size_t i;
	json_t *v;
	json_array_foreach(all, i, v)
	{
		if (!strcmp(json_string_value(json_object_get(v, "id")), id)) {
			json_incref(v);
			json_decref(all);
			api_json(a->resp, 200, v);
			return;
		}
	}
	json_decref(all);
	api_error(a->resp, 404, "no such award");
}
