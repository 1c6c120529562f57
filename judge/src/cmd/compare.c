/*
 * judge compare: a training session's scoreboard, judged afterwards.
 *
 * The session (DIR, its teams' files, session.yaml) is judged by the core
 * (training/training.h, which says how files are read and teams ranked); this
 * file reads the options and draws the result (report/board.h): the terminal
 * scoreboard on stdout; --json (stdout) or --json FILE: everything, every test
 * of every pair; --md FILE: the grid as Markdown; --html FILE: one standalone
 * page (no network, no external assets), with --wall in large print for a
 * wall: the board, the legend and the rule only.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "report/board.h"
#include "report/report.h"
#include "training/training.h"
#include "util.h"

/* What a compare page's cell means, after the sentence on how files were judged. */
#define CELL_NOTE                                                                                                      \
	": <q>TLE on 7, 6/25</q> is a time limit exceeded on the 7th test in the problem's order, with 6 of its 25 "  \
	"tests passed."

struct view {
	const struct training *s;
	struct board b;
	int wall;
};

/* The session as a board: solved and failed attempts as its figures, a cell per pair linked to its details. */
static void board_of(struct view *v, const struct training *s, int wall)
{
	struct board *b = &v->b;
	v->s = s;
	*b = (struct board){ .title = s->title, .date = s->date, .figure_names = { "solved", "failed" },
		             .figure_note = "Failed: failed attempts.", .rule = SESSION_RANKING_RULE,
		             .judged_how = training_judged_how(s), .html_note = CELL_NOTE, .wall = wall };
	b->ncolumns = s->nproblems;
	b->columns = xcalloc(s->nproblems + 1, sizeof *b->columns);
	for (size_t p = 0; p < s->nproblems; p++) {
		const struct training_entry *fast;
		b->columns[p] = (struct board_column){ .id = s->problems[p]->id, .title = s->problems[p]->title,
			                               .solved = training_problem_stats(s, s->problems[p]->id, &fast) };
	}
	b->nrows = s->nteams;
	b->rows = xcalloc(s->nteams + 1, sizeof *b->rows);
	for (size_t t = 0; t < s->nteams; t++) {
		const struct training_team *tm = &s->teams[t];
		struct board_row *row = &b->rows[t];
		*row = (struct board_row){ .team = tm->name, .rank = tm->rank,
			                   .figures = { (long)tm->solved, (long)tm->rejected } };
		row->cells = xcalloc(s->nproblems + 1, sizeof *row->cells);
		for (size_t p = 0; p < s->nproblems; p++) {
			const struct training_entry *e = training_find(s, tm->name, s->problems[p]->id);
			struct board_cell *c = &row->cells[p];
			if (!e)
				continue;
			*c = (struct board_cell){ .has = 1, .verdict = e->r.verdict, .anchor = (long)(e - s->e) };
			report_cell(&e->r, c->text, sizeof c->text);
		}
	}
}

static void view_free(struct view *v)
{
	for (size_t t = 0; t < v->b.nrows; t++)
		free(v->b.rows[t].cells);
	free(v->b.rows);
	free(v->b.columns);
}

/* Per problem: solved by how many, and the fastest team; then what was skipped. */
static void print_text(const struct view *v, FILE *f, int color)
{
	const struct training *s = v->s;
	board_text(f, &v->b, color);
	for (size_t p = 0; p < s->nproblems; p++) {
		const struct training_entry *fast;
		size_t solved = training_problem_stats(s, s->problems[p]->id, &fast);
		fprintf(f, "%s: solved by %zu of %zu", s->problems[p]->id, solved, s->nteams);
		if (fast) {
			char *team = report_text_escape(fast->team);
			fprintf(f, ", fastest %s (%ld ms)", team, report_cpu_ms(&fast->r));
			free(team);
		}
		fputc('\n', f);
	}
	for (size_t i = 0; i < s->skipped.n; i++) {
		char *path = report_text_escape(s->skipped.v[i]), *why = report_text_escape(s->skipped_why.v[i]);
		fprintf(f, "skipped %s: %s\n", path, why);
		free(path);
		free(why);
	}
}

static json_t *session_json(const struct training *s)
{
	json_t *teams = json_array(), *problems = json_array(), *skipped = json_array();
	char cell[64];
	for (size_t t = 0; t < s->nteams; t++) {
		const struct training_team *tm = &s->teams[t];
		json_t *results = json_object();
		for (size_t p = 0; p < s->nproblems; p++) {
			const struct training_entry *e = training_find(s, tm->name, s->problems[p]->id);
			if (!e)
				continue;
			json_t *o = report_submission_json(&e->r);
			long first = report_first_rejected(&e->r);
			report_cell(&e->r, cell, sizeof cell);
			json_object_set_new(o, "cell", json_string(cell));
			json_object_set_new(o, "first_rejected",
			                    first < 0 ? json_null()
			                              : json_pack("{s:I, s:o}", "position", (json_int_t)first + 1,
			                                          "name", report_json_text(e->r.tests[first].name)));
			json_object_set_new(results, e->problem, o);
		}
		json_array_append_new(teams,
		                      json_pack("{s:o, s:I, s:I, s:I, s:I, s:o}", "team", report_json_text(tm->name),
		                                "rank", (json_int_t)tm->rank, "solved", (json_int_t)tm->solved,
		                                "failed_attempts", (json_int_t)tm->rejected, "time_ms",
		                                (json_int_t)tm->time_ms, "results", results));
	}
	for (size_t p = 0; p < s->nproblems; p++) {
		const struct training_entry *fast;
		size_t solved = training_problem_stats(s, s->problems[p]->id, &fast);
		json_array_append_new(problems,
		                      json_pack("{s:s, s:s, s:I, s:o}", "id", s->problems[p]->id, "title",
		                                s->problems[p]->title, "solved", (json_int_t)solved, "fastest",
		                                fast ? json_pack("{s:o, s:I}", "team", report_json_text(fast->team),
		                                                 "time_ms", (json_int_t)report_cpu_ms(&fast->r))
		                                     : json_null()));
	}
	for (size_t i = 0; i < s->skipped.n; i++)
		json_array_append_new(skipped, json_pack("{s:o, s:o}", "file", report_json_text(s->skipped.v[i]),
		                                         "reason", report_json_text(s->skipped_why.v[i])));
	return json_pack("{s:o, s:o, s:s, s:b, s:o, s:o, s:o}", "title",
	                 s->title ? report_json_text(s->title) : json_null(), "date",
	                 s->date ? report_json_text(s->date) : json_null(), "ranking", SESSION_RANKING_RULE, "all_tests",
	                 s->all_tests, "teams", teams, "problems", problems, "skipped", skipped);
}

static void print_md(const struct view *v, FILE *f)
{
	board_md(f, &v->b);
}

/* The problems with who solved them fastest, every pair's details, and what was skipped. */
static void html_sections(const struct training *s, FILE *f)
{
	fputs("<h2>Problems</h2>\n<ul>\n", f);
	for (size_t p = 0; p < s->nproblems; p++) {
		const struct training_entry *fast;
		size_t solved = training_problem_stats(s, s->problems[p]->id, &fast);
		fputs("<li>", f);
		report_html_escape(f, s->problems[p]->id);
		fputs(" (", f);
		report_html_escape(f, s->problems[p]->title);
		fprintf(f, "): solved by %zu of %zu", solved, s->nteams);
		if (fast) {
			fputs(", fastest ", f);
			report_html_escape(f, fast->team);
			fprintf(f, " (%ld ms CPU)", report_cpu_ms(&fast->r));
		}
		fputs("</li>\n", f);
	}
	fputs("</ul>\n<h2>Details</h2>\n", f);
	for (size_t i = 0; i < s->ne; i++)
		board_html_submission(f, i, s->e[i].team, s->e[i].problem, &s->e[i].r);
	if (!s->skipped.n)
		return;
	fputs("<h2>Skipped</h2>\n<ul id=\"skipped\">\n", f);
	for (size_t i = 0; i < s->skipped.n; i++) {
		fputs("<li>", f);
		report_html_escape(f, s->skipped.v[i]);
		fputs(": ", f);
		report_html_escape(f, s->skipped_why.v[i]);
		fputs("</li>\n", f);
	}
	fputs("</ul>\n", f);
}

static void print_html(const struct view *v, FILE *f)
{
	board_html_begin(f, &v->b);
	if (!v->wall)
		html_sections(v->s, f);
	board_html_end(f);
}

/* Writes what fn prints to path, atomically; -1 with a message. */
static int write_out(const char *path, const struct view *v, void (*fn)(const struct view *, FILE *))
{
	char *buf = NULL;
	size_t len = 0;
	struct diag d;
	FILE *f = open_memstream(&buf, &len);
	if (!f) {
		cli_error("cannot write '%s': out of memory", path);
		return -1;
	}
	fn(v, f);
	int rc = fclose(f) == 0 ? write_file_atomic(path, buf, len, 0644, &d) : (diag_set(&d, "out of memory"), -1);
	if (rc < 0)
		cli_error("cannot write '%s': %s", path, d.msg);
	free(buf);
	return rc;
}

static void json_to(const struct view *v, FILE *f)
{
	json_t *o = session_json(v->s);
	report_print_json(f, o);
	json_decref(o);
}

/* "judged 3/12" on a terminal, rewritten in place and cleared at the end. */
static void progress(void *ctx, size_t done, size_t total)
{
	(void)ctx;
	fprintf(stderr, "\rjudged %zu/%zu\033[K%s", done, total, done == total ? "\r\033[K" : "");
}

/* The outputs the options ask for; EXIT_JUDGE_FAILED when one cannot be written. */
static int print_all(const struct cli *cli, const struct view *v)
{
	if (cli->json && !cli->json_file)
		json_to(v, stdout);
	else
		print_text(v, stdout, report_color(stdout));
	if ((cli->json_file && write_out(cli->json_file, v, json_to) < 0) ||
	    (cli->md && write_out(cli->md, v, print_md) < 0) || (cli->html && write_out(cli->html, v, print_html) < 0))
		return EXIT_JUDGE_FAILED;
	return EXIT_ACCEPTED;
}

int cmd_compare(struct cli *cli)
{
	struct diag d;
	if (cli->wall && !cli->html) {
		cli_error("compare: --wall is for the page: give --html FILE");
		return EXIT_USAGE;
	}
	struct stat st;
	if (stat(cli->args[0], &st) < 0 || !S_ISDIR(st.st_mode)) {
		cli_error("compare: '%s' is not a folder", cli->args[0]);
		return EXIT_USAGE;
	}
	struct judge *j = cli_judge_new(cli->root, 1, &d);
	if (!j) {
		cli_error("%s", d.msg);
		return EXIT_JUDGE_FAILED;
	}
	struct training_opts opts = { .all_tests = cli->all_tests, .jobs = cli->jobs,
		                     .progress = isatty(2) ? progress : NULL };
	struct training *s = training_judge(j, cli->args[0], &opts, &d);
	if (!s) {
		char *msg = report_text_escape(d.msg);
		cli_error("%s", msg);
		free(msg);
		judge_free(j);
		return EXIT_USAGE;
	}
	struct view v = { .wall = cli->wall };
	board_of(&v, s, cli->wall);
	int rc = print_all(cli, &v);
	/*
	 * A pair the judge failed on (JE) makes the scoreboard untrustworthy:
	 * exit 3, as submit does. A judge failure after the test that decided a
	 * pair's verdict changes nothing on the board, but is said, as submit says it.
	 */
	for (size_t i = 0; i < s->ne; i++) {
		const struct submission_result *r = &s->e[i].r;
		char *later = report_later_error(r);
		if (r->verdict != V_JE && !later)
			continue;
		char *path = report_text_escape(s->e[i].path);
		char *why = r->verdict == V_JE ? xasprintf("judge error: %s", r->judge_error ? r->judge_error : "")
		                               : xstrdup(later);
		char *e = report_text_escape(why);
		cli_error("%s: %s", path, e);
		free(path);
		free(why);
		free(e);
		free(later);
		if (r->verdict == V_JE)
			rc = EXIT_JUDGE_FAILED;
	}
	view_free(&v);
	training_free(s);
	judge_free(j);
	return rc;
}
