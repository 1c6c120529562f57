/*
 * pages-export.c: the session exported as `judge compare` draws its board
 * (report/board.h): /jury/export.md as Markdown, /jury/export.html as the
 * page, /jury/export.json in the shape of compare's --json (title, ranking,
 * all_tests, teams with their results by problem, each with its tests, then
 * problems). Rows are the jury's scoreboard (nothing frozen); a team's cell for a
 * problem is its deciding submission, the first accepted or else the last,
 * in compare's words ("AC 15ms", "WA on 3, 2/16"); the HTML export lists
 * under the board every verdict of each team per problem. The board's
 * renderers escape every name for their format.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "report/board.h"
#include "report/report.h"
#include "web/page.h"
#include "store/scoreboard.h"
#include "store/store.h"
#include "store/scoreboard.h"
#include "store/store.h"
#include "util.h"
#include "web/rules.h"

static enum verdict verdict_of(const char *code)
{
	for (int v = V_AC; v <= V_SKIPPED; v++)
		if (!strcmp(verdict_code((enum verdict)v), code))
			return (enum verdict)v;
	return V_JE;
}

/*
 * The deciding submission of team for problem: the first accepted, else the
 * last; NULL: none. Only the contest's submissions count: one made after the
 * end (upsolving) is not the session's result, as on the scoreboard.
 */
static const struct store_submission *deciding(struct page *p, const struct store_submission *subs, size_t n,
                                               const char *team, const struct serve_problem *pr)
{
	const struct store_submission *last = NULL;
	long long end = serve_end_ms(p->s);
	for (size_t i = 0; i < n; i++) {
		if (strcmp(subs[i].team_id, team) || strcmp(subs[i].problem_id, pr->id) ||
		    (end && subs[i].time_ms >= end))
			continue;
		struct store_judgement j = { 0 };
		struct diag d;
		int ac = store_judgement_current(p->s->store, subs[i].id, &j, &d) == 1 && !strcmp(j.verdict, "AC");
		store_judgement_free(&j);
		if (ac)
			return &subs[i];
		last = &subs[i];
	}
	return last;
}

static void fill_row(struct page *p, const struct scoreboard_row *sr, const struct store_submission *subs, size_t n,
                     struct board_row *row)
{
	const struct serve_contest *c = p->s->contest;
	row->team = c->teams[sr->team].name;
	row->rank = (size_t)sr->rank;
	row->figures[0] = sr->num_solved;
	row->figures[1] = sr->total_min;
	row->cells = xcalloc(c->nproblems, sizeof *row->cells);
	for (size_t k = 0; k < c->nproblems; k++) {
		const struct store_submission *sub = deciding(p, subs, n, c->teams[sr->team].id, &c->problems[k]);
		struct board_cell *cell = &row->cells[k];
		cell->anchor = -1;
		if (!sub)
			continue;
		char code[8];
		cell->has = 1;
		int judged = page_cell(p, sub, &c->problems[k], cell->text, sizeof cell->text, code);
		cell->verdict = judged ? verdict_of(code) : V_SKIPPED;
	}
}

/* A deciding submission as compare's JSON says a result: its judgement and every test run, and the cell. */
static json_t *result_json(struct page *p, const struct store_submission *sub, const struct serve_problem *pr)
{
	struct store_judgement j = { 0 };
	struct store_run *runs = NULL;
	size_t nruns = 0;
	struct diag d;
	char cell[64], code[8];
	int judged = page_cell(p, sub, pr, cell, sizeof cell, code);
	json_t *tests = json_array();
	if (judged && store_judgement_current(p->s->store, sub->id, &j, &d) == 1 &&
	    store_runs_list(p->s->store, j.id, &runs, &nruns, &d) == 0)
		for (size_t i = 0; i < nruns; i++)
			json_array_append_new(
			        tests,
			        json_pack("{s:o, s:s, s:I, s:I, s:I, s:o}", "name", report_json_text(runs[i].test),
			                  "verdict", runs[i].verdict, "time_ms", (json_int_t)runs[i].time_ms, "wall_ms",
			                  (json_int_t)runs[i].wall_ms, "memory_kb", (json_int_t)runs[i].memory_kb,
			                  "message", report_json_text(runs[i].message ? runs[i].message : "")));
	json_t *o = json_pack("{s:s, s:I, s:s, s:s, s:I, s:I, s:s, s:o}", "problem", pr->id, "submission",
	                      (json_int_t)sub->id, "language", sub->language, "verdict", judged ? code : "pending",
	                      "time_ms", (json_int_t)j.time_ms, "memory_kb", (json_int_t)j.memory_kb, "cell", cell,
	                      "tests", tests);
	store_runs_free(runs, nruns);
	store_judgement_free(&j);
	return o;
}

/* The session as compare's --json shapes it, with the ICPC figures (solved, penalty) in place of its own. */
static json_t *session_json(struct page *p, const struct scoreboard *sb, const struct store_submission *subs, size_t n)
{
	const struct serve_contest *c = p->s->contest;
	json_t *teams = json_array(), *problems = json_array();
	for (size_t r = 0; r < sb->nrows; r++) {
		const struct scoreboard_row *sr = &sb->rows[r];
		json_t *results = json_object();
		for (size_t k = 0; k < c->nproblems; k++) {
			const struct store_submission *sub =
			        deciding(p, subs, n, c->teams[sr->team].id, &c->problems[k]);
			if (sub)
				json_object_set_new(results, c->problems[k].id, result_json(p, sub, &c->problems[k]));
		}
		json_array_append_new(teams,
		                      json_pack("{s:o, s:s, s:i, s:i, s:I, s:o}", "team",
		                                report_json_text(c->teams[sr->team].name), "team_id",
		                                c->teams[sr->team].id, "rank", sr->rank, "solved", sr->num_solved,
		                                "penalty_min", (json_int_t)sr->total_min, "results", results));
	}
	for (size_t k = 0; k < c->nproblems; k++) {
		int solved = 0;
		for (size_t r = 0; r < sb->nrows; r++)
			solved += sb->rows[r].cells[k].solved != 0;
		json_array_append_new(problems,
		                      json_pack("{s:s, s:s, s:s, s:i}", "id", c->problems[k].id, "label",
		                                c->problems[k].label, "title", c->problems[k].title, "solved", solved));
	}
	return json_pack(
	        "{s:o, s:n, s:s, s:b, s:o, s:o, s:[]}", "title", report_json_text(c->name), "date", "ranking",
	        "ranked by the ICPC rules: problems solved, then penalty, then the time of the last one solved",
	        "all_tests", p->s->pkg->all_tests, "teams", teams, "problems", problems, "skipped");
}

/*
 * The HTML export's history under the board: for each team and problem, every
 * verdict in the order submitted, compare's cell with the contest minute
 * ("WA on 2, 1/25 (m 14)"), upsolving ones marked: the board's cell says
 * only the deciding one.
 */
static void export_history(struct page *p, FILE *f, const struct scoreboard *sb, const struct store_submission *subs,
                           size_t n)
{
	const struct serve_contest *c = p->s->contest;
	long long end = serve_end_ms(p->s);
	fprintf(f, "<section id=\"history\"><h2>Every submission</h2><table><tr><th>team</th><th>problem</th>"
	           "<th>verdicts, in the order submitted</th></tr>\n");
	for (size_t r = 0; r < sb->nrows; r++)
		for (size_t k = 0; k < c->nproblems; k++) {
			const struct serve_team *t = &c->teams[sb->rows[r].team];
			int any = 0;
			for (size_t i = 0; i < n; i++) {
				if (strcmp(subs[i].team_id, t->id) || strcmp(subs[i].problem_id, c->problems[k].id))
					continue;
				if (!any++) {
					fprintf(f, "<tr><td>");
					report_html_escape(f, t->name);
					fprintf(f, "</td><td>");
					report_html_escape(f, c->problems[k].label);
					fprintf(f, "</td><td>");
				}
				char cell[64], code[8];
				int judged = page_cell(p, &subs[i], &c->problems[k], cell, sizeof cell, code);
				fprintf(f, "%s<span class=\"v %s\">", any > 1 ? " &rarr; " : "",
				        !judged ? "pending" : strcmp(code, "AC") ? "v-no" : "v-ac");
				report_html_escape(f, cell);
				fprintf(f, "</span> (m %ld%s)", page_minute(p, subs[i].time_ms),
				        end && subs[i].time_ms >= end ? ", upsolving" : "");
			}
			if (any)
				fprintf(f, "</td></tr>\n");
		}
	fprintf(f, "</table></section>\n");
}

static void export_json(struct page *p, const struct scoreboard *sb, const struct store_submission *subs, size_t n)
{
	json_t *v = session_json(p, sb, subs, n);
	char *text = v ? json_dumps(v, JSON_INDENT(2)) : NULL;
	json_decref(v);
	if (!text) {
		page_fail(p, 500, "export: the session does not make JSON");
		return;
	}
	http_respond(p->resp, 200, "application/json", text, strlen(text)); /* the server frees text */
	http_add_header(p->resp, "Content-Disposition", "attachment; filename=\"session.json\"");
}

void get_jury_export(struct page *p, const char *arg)
{
	(void)arg;
	const char *path = http_path(p->req);
	int md = !strcmp(path, "/jury/export.md"), html = !strcmp(path, "/jury/export.html");
	int js = !strcmp(path, "/jury/export.json");
	struct scoreboard sb;
	struct scoreboard_clock clk;
	struct store_submission *subs = NULL;
	size_t n = 0;
	struct diag d;
	if (!md && !html && !js) {
		page_fail(p, 404, "export: md, html or json");
		return;
	}
	if (store_submissions_list(p->s->store, NULL, &subs, &n, &d) < 0 ||
	    serve_scoreboard(p->s, 1, &sb, &clk, &d) < 0) {
		store_submissions_free(subs, n);
		page_fail(p, 500, d.msg);
		return;
	}
	if (js) {
		export_json(p, &sb, subs, n);
		scoreboard_free(&sb);
		store_submissions_free(subs, n);
		return;
	}
	const struct serve_contest *c = p->s->contest;
	struct board b = {
		.title = c->name,
		.figure_names = { "Solved", "Penalty" },
		.figure_note = "Penalty: minutes, with penalty_time for each rejection before the accepted one.",
		.rule = "ranked by the ICPC rules: problems solved, then penalty, then the time of the last one solved",
		.judged_how = "judged live by judge serve, each submission stopping at its first rejected test"
	};
	b.columns = xcalloc(c->nproblems, sizeof *b.columns);
	for (size_t k = 0; k < c->nproblems; k++)
		b.columns[b.ncolumns++] = (struct board_column){ c->problems[k].label, c->problems[k].title, 0 };
	b.rows = xcalloc(sb.nrows, sizeof *b.rows);
	for (size_t r = 0; r < sb.nrows; r++, b.nrows++) {
		fill_row(p, &sb.rows[r], subs, n, &b.rows[r]);
		for (size_t k = 0; k < c->nproblems; k++)
			b.columns[k].solved += (size_t)sb.rows[r].cells[k].solved;
	}
	char *buf;
	size_t len;
	FILE *f = xopen_memstream(&buf, &len);
	if (md) {
		board_md(f, &b);
	} else {
		board_html_begin(f, &b);
		export_history(p, f, &sb, subs, n);
		board_html_end(f);
	}
	fclose(f);
	http_respond(p->resp, 200, md ? "text/markdown; charset=utf-8" : "text/html; charset=utf-8", buf, len);
	http_add_header(p->resp, "Content-Disposition",
	                md ? "attachment; filename=\"session.md\"" : "attachment; filename=\"session.html\"");
	for (size_t r = 0; r < b.nrows; r++)
		free(b.rows[r].cells);
	free(b.rows);
	free(b.columns);
	scoreboard_free(&sb);
	store_submissions_free(subs, n);
}
