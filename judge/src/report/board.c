/*
 * board.c: a scoreboard for a terminal, as Markdown and as an HTML page (board.h).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/board.h"
#include "report/report.h"
#include "util.h"

static const char *board_title(const struct board *b)
{
	return b->title ? b->title : "Scoreboard";
}

/* "Failed: failed attempts. Teams are RULE. JUDGED." without the newline. */
static void rule_sentence(FILE *f, const struct board *b)
{
	fprintf(f, "%s%sTeams are %s%s%s.", b->figure_note ? b->figure_note : "", b->figure_note ? " " : "", b->rule,
	        b->judged_how ? ". " : "", b->judged_how ? b->judged_how : "");
}

/* "PREFIX Title, date" and end, each text through escape; nothing when the board has neither. */
static void title_line(FILE *f, const struct board *b, char *(*escape)(const char *), const char *prefix,
                       const char *end)
{
	if (!b->title && !b->date)
		return;
	char *title = escape(board_title(b));
	char *date = escape(b->date ? b->date : "");
	fprintf(f, "%s%s%s%s%s", prefix, title, b->date ? ", " : "", date, end);
	free(title);
	free(date);
}

/* The verdict whose colour a cell has in a terminal: its own, or its state's on a contest's board. */
static enum verdict text_colour(const struct board *b, const struct board_cell *cell)
{
	static const enum verdict state[] = { [BOARD_NONE] = V_SKIPPED,
		                              [BOARD_FIRST] = V_AC,
		                              [BOARD_SOLVED] = V_AC,
		                              [BOARD_PENDING] = V_TLE,
		                              [BOARD_REJECTED] = V_WA };
	if (b->kind == BOARD_CONTEST)
		return state[cell->state];
	return cell->has ? cell->verdict : V_SKIPPED;
}

void board_text(FILE *f, const struct board *b, int color)
{
	title_line(f, b, report_text_escape, "", "\n");
	fprintf(f, "%-4s %-12s %6s %6s", "rank", "team", b->figure_names[0], b->figure_names[1]);
	for (size_t c = 0; c < b->ncolumns; c++) {
		char *id = report_text_escape(b->columns[c].id);
		fprintf(f, "  %-16s", id);
		free(id);
	}
	fputc('\n', f);
	for (size_t r = 0; r < b->nrows; r++) {
		const struct board_row *row = &b->rows[r];
		char *name = report_text_escape(row->team);
		fprintf(f, "%-4zu %-12s %6ld %6ld", row->rank, name, row->figures[0], row->figures[1]);
		free(name);
		for (size_t c = 0; c < b->ncolumns; c++) {
			const struct board_cell *cell = &row->cells[c];
			fprintf(f, "  %s%-16s%s", report_verdict_color(text_colour(b, cell), color), cell->has ? cell->text : "--",
			        color ? "\033[0m" : "");
		}
		fputc('\n', f);
	}
	rule_sentence(f, b);
	fputc('\n', f);
}

void board_md(FILE *f, const struct board *b)
{
	title_line(f, b, report_md_escape, "## ", "\n\n");
	fprintf(f, "| rank | team | %s | %s |", b->figure_names[0], b->figure_names[1]);
	/* A column's id is a problem's label, from the contest's problems.yaml: text from outside. */
	for (size_t c = 0; c < b->ncolumns; c++) {
		char *id = report_md_escape(b->columns[c].id);
		fprintf(f, " %s |", id);
		free(id);
	}
	fputs("\n|---:|---|---:|---:|", f);
	for (size_t c = 0; c < b->ncolumns; c++)
		fputs("---|", f);
	fputc('\n', f);
	for (size_t r = 0; r < b->nrows; r++) {
		const struct board_row *row = &b->rows[r];
		char *name = report_md_escape(row->team);
		fprintf(f, "| %zu | %s | %ld | %ld |", row->rank, name, row->figures[0], row->figures[1]);
		free(name);
		for (size_t c = 0; c < b->ncolumns; c++)
			fprintf(f, " %s |", row->cells[c].has ? row->cells[c].text : "--");
		fputc('\n', f);
	}
	fputc('\n', f);
	rule_sentence(f, b);
	fputc('\n', f);
}

/*
 * A bar per test of the manifest, in its order: the test's CPU time against
 * the problem's limit (a bar at the dashed line reached it). A test that was
 * not run (after the first rejected one) has a grey mark on the axis.
 */
static void html_chart(FILE *f, const struct submission_result *r, long limit_ms)
{
	if (!r->ntests || limit_ms <= 0)
		return;
	const int w = 8, gap = 3, h = 80, left = 52, top = 20, bottom = 34;
	int width = left + (int)r->ntests * (w + gap) + 10, base = top + h;
	fprintf(f,
	        "<svg class=\"chart\" width=\"%d\" height=\"%d\" role=\"img\" "
	        "aria-label=\"CPU time per test, in milliseconds, against the limit\">",
	        width, base + bottom);
	/* The axes, their ticks and their labels. */
	fprintf(f, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", left - 2, top, left - 2, base);
	fprintf(f, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", left - 2, base, width - 6, base);
	fprintf(f, "<line class=\"limit\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", left - 2, top, width - 6, top);
	fprintf(f, "<text class=\"tick\" x=\"%d\" y=\"%d\" text-anchor=\"end\">%ld</text>", left - 6, top + 4,
	        limit_ms);
	fprintf(f, "<text class=\"tick\" x=\"%d\" y=\"%d\" text-anchor=\"end\">0</text>", left - 6, base + 4);
	fprintf(f, "<text class=\"label\" x=\"%d\" y=\"%d\">CPU ms (dashed: the limit)</text>", left, top - 7);
	for (size_t i = 0; i < r->ntests; i++)
		if (i == 0 || i + 1 == r->ntests || (i + 1) % 5 == 0)
			fprintf(f, "<text class=\"tick\" x=\"%zu\" y=\"%d\" text-anchor=\"middle\">%zu</text>",
			        (size_t)left + i * (size_t)(w + gap) + (size_t)w / 2, base + 14, i + 1);
	fprintf(f, "<text class=\"label\" x=\"%d\" y=\"%d\">test, in the problem's order</text>", left, base + 30);
	for (size_t i = 0; i < r->ntests; i++) {
		const struct test_report *t = &r->tests[i];
		size_t x = (size_t)left + i * (size_t)(w + gap);
		if (t->verdict == V_SKIPPED) {
			fprintf(f, "<rect class=\"notrun\" x=\"%zu\" y=\"%d\" width=\"%d\" height=\"2\"><title>", x,
			        base - 2, w);
			report_html_escape(f, t->name);
			fputs(": not run</title></rect>", f);
			continue;
		}
		long ms = t->time_ms < limit_ms ? t->time_ms : limit_ms;
		int bh = 3 + (int)((double)ms / (double)limit_ms * (h - 3)); /* at least 3 px: its colour shows */
		fprintf(f, "<rect class=\"%s\" x=\"%zu\" y=\"%d\" width=\"%d\" height=\"%d\"><title>",
		        verdict_code(t->verdict), x, base - bh, w, bh);
		report_html_escape(f, t->name);
		fprintf(f, ": %s, %ld ms</title></rect>", verdict_code(t->verdict), t->time_ms);
	}
	fputs("</svg>", f);
}

/* The board's style, in pieces: compare's page holds them among its own; the live server's style sheet holds board_css. */
#define CSS_TABLE                                                                                                      \
	"table{border-collapse:collapse;margin:1em 0}\n"                                                               \
	"th,td{border:1px solid #bbb;padding:.3em .6em;text-align:left}\n"                                             \
	"td.num,th.num{text-align:right}\n tfoot td{color:#555}\n #scoreboard td{white-space:nowrap}\n"                \
	"th small{display:block;font-weight:normal;color:#555;font-size:.75em}\n"                                      \
	".AC{background:#c8f0c8}\n .WA,.PE,.RE,.CE{background:#f6c6c6}\n"                                              \
	".TLE,.MLE,.OLE{background:#fbe3a8}\n .JE{background:#e0c8f0}\n .none{color:#999;background:#fff}\n"
#define CSS_LEGEND                                                                                                     \
	"ul.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.4em 1.4em;margin:.5em 0}\n"              \
	"ul.legend span{display:inline-block;padding:.1em .5em;border:1px solid #bbb;margin-right:.3em}\n"             \
	"p.rule{max-width:60em;color:#444}\n"
/* --wall: read from across a room; the board, the legend and the rule only. */
#define CSS_WALL                                                                                                       \
	"body.wall{font-size:clamp(16px,1.7vw,48px);margin:1em 1.5em}\n body.wall h1{font-size:2em}\n"                 \
	"body.wall table{width:100%}\n body.wall th,body.wall td{padding:.4em .7em;border-width:2px}\n"                \
	"body.wall td a{color:inherit;text-decoration:none}\n"                                                         \
	"body.wall p.rule,body.wall ul.legend{font-size:.75em}\n"
/* A contest's cells (BOARD_CONTEST), by their state. */
#define CSS_CONTEST                                                                                                    \
	".cell-ac{background:#bfb}\n .cell-first{background:#3a3;color:#fff}\n .cell-no{background:#fbb}\n"            \
	".cell-pending{background:#ffb}\n"

static const char html_style[] =
        "body{font-family:sans-serif;margin:2em;color:#222}\n"
        "h1{margin:0}\n p.date{margin:.2em 0 1em;color:#555;font-size:1.2em}\n" CSS_TABLE
        "rect.AC{fill:#4a4}\n rect.WA,rect.PE,rect.RE{fill:#c44}\n rect.TLE,rect.MLE,rect.OLE{fill:#d90}\n"
        "rect.JE{fill:#96c}\n rect.notrun{fill:#bbb}\n" CSS_LEGEND "details{margin:.5em 0}\n summary{cursor:pointer;font-weight:bold}\n"
        "svg.chart{background:#f8f8f8;display:block;margin:.5em 0}\n"
        "svg.chart line.axis{stroke:#444}\n svg.chart line.limit{stroke:#888;stroke-dasharray:4 3}\n"
        "svg.chart text{font-size:11px;fill:#333}\n" CSS_WALL;

const char board_css[] = CSS_TABLE CSS_CONTEST CSS_LEGEND CSS_WALL;

/* What marks a problem solved after the end on a contest's board: a check mark, blue, apart from the numbers. */
#define UPSOLVED_MARK "<span class=\"upsolved\" title=\"solved after the end\" style=\"color:#06c\">&#10003;</span>"

static void html_legend(FILE *f, const struct board *b)
{
	if (b->kind == BOARD_CONTEST) {
		fputs("<ul class=\"legend\">"
		      "<li><span class=\"cell-first\">1/12</span>first to solve the problem: tries / minute</li>"
		      "<li><span class=\"cell-ac\">2/30</span>solved: tries / the contest minute of the accepted one</li>"
		      "<li><span class=\"cell-pending\">?1</span>pending: not judged yet, or sent during the freeze</li>"
		      "<li><span class=\"cell-no\">-2</span>rejected tries</li>"
		      "</ul>\n",
		      f);
		return;
	}
	fputs("<ul class=\"legend\">"
	      "<li><span class=\"AC\">AC</span>accepted</li>"
	      "<li><span class=\"WA\">WA PE RE CE</span>rejected: wrong answer, presentation, run-time error, "
	      "compile error</li>"
	      "<li><span class=\"TLE\">TLE MLE OLE</span>over a limit: time, memory, output</li>"
	      "<li><span class=\"JE\">JE</span>the judge failed</li>"
	      "<li><span class=\"none\">--</span>no file</li>"
	      "</ul>\n",
	      f);
}

/* Whether rgb is a colour to put in a style attribute as it is: "#" and six hex digits. */
static int is_rgb(const char *rgb)
{
	return rgb && strlen(rgb) == 7 && rgb[0] == '#' && strspn(rgb + 1, "0123456789abcdefABCDEF") == 6;
}

/* The head of the table: rank, team, the figures, then a column per problem (its balloon, id and title). */
static void html_thead(FILE *f, const struct board *b)
{
	fprintf(f, "<table id=\"scoreboard\"><thead><tr><th class=\"num\">rank</th><th>team</th><th "
	           "class=\"num\">%s</th><th class=\"num\">%s</th>",
	        b->figure_names[0], b->figure_names[1]);
	for (size_t c = 0; c < b->ncolumns; c++) {
		fputs("<th>", f);
		if (is_rgb(b->columns[c].rgb))
			fprintf(f, "<span class=\"balloon\" style=\"color:%s\">&#9679;</span> ", b->columns[c].rgb);
		report_html_escape(f, b->columns[c].id);
		fputs("<small>", f);
		report_html_escape(f, b->columns[c].title);
		fputs("</small></th>", f);
	}
	fputs("</tr></thead><tbody>\n", f);
}

/* A cell's class: its verdict on a session's board, its state on a contest's. */
static const char *cell_class(const struct board *b, const struct board_cell *cell)
{
	static const char *const state[] = { [BOARD_NONE] = "none",
		                             [BOARD_FIRST] = "cell-first",
		                             [BOARD_SOLVED] = "cell-ac",
		                             [BOARD_PENDING] = "cell-pending",
		                             [BOARD_REJECTED] = "cell-no" };
	if (b->kind == BOARD_CONTEST)
		return state[cell->state];
	return cell->has ? verdict_code(cell->verdict) : "none";
}

static void html_cell(FILE *f, const struct board *b, const struct board_column *col, const struct board_cell *cell)
{
	if (b->kind == BOARD_SESSION && !cell->has) {
		fputs("<td class=\"none\">--</td>", f);
		return;
	}
	fprintf(f, "<td class=\"%s\"", cell_class(b, cell));
	if (cell->outlined)
		fputs(" id=\"revealed\" style=\"outline:3px solid #06c\"", f);
	fputs(" data-problem=\"", f);
	report_html_escape(f, col->id);
	fputs("\">", f);
	/* A cell's anchor is a number: a team's name cannot break it. The wall has no details. */
	int link = !b->wall && cell->anchor >= 0;
	if (link)
		fprintf(f, "<a href=\"#pair-%ld\">", cell->anchor);
	if (cell->has)
		report_html_escape(f, cell->text);
	if (link)
		fputs("</a>", f);
	if (cell->upsolved)
		fputs(cell->has ? " " UPSOLVED_MARK : UPSOLVED_MARK, f);
	fputs("</td>", f);
}

/* The table; returns whether a cell has the upsolving mark. */
static int html_table(FILE *f, const struct board *b)
{
	int upsolved = 0;
	html_thead(f, b);
	for (size_t r = 0; r < b->nrows; r++) {
		const struct board_row *row = &b->rows[r];
		fprintf(f, "<tr data-team=\"");
		report_html_escape(f, row->team);
		fprintf(f, "\"><td class=\"num\">%zu</td><td>", row->rank);
		report_html_escape(f, row->team);
		fprintf(f, "</td><td class=\"num\">%ld</td><td class=\"num\">%ld</td>", row->figures[0], row->figures[1]);
		for (size_t c = 0; c < b->ncolumns; c++) {
			html_cell(f, b, &b->columns[c], &row->cells[c]);
			upsolved |= row->cells[c].upsolved;
		}
		fputs("</tr>\n", f);
	}
	fputs("</tbody><tfoot><tr><td></td><td>solved by</td><td></td><td></td>", f);
	for (size_t c = 0; c < b->ncolumns; c++)
		fprintf(f, "<td>%zu of %zu</td>", b->columns[c].solved, b->nrows);
	fputs("</tr></tfoot></table>\n", f);
	return upsolved;
}

void board_html_board(FILE *f, const struct board *b)
{
	html_legend(f, b);
	if (html_table(f, b))
		fputs("<p id=\"upsolve-legend\">" UPSOLVED_MARK
		      " solved after the contest's end (upsolving): it changes no rank, solved count or "
		      "penalty.</p>\n",
		      f);
	fputs("<p class=\"rule\">", f);
	if (b->figure_note) {
		report_html_escape(f, b->figure_note);
		fputc(' ', f);
	}
	fputs("Teams are ", f);
	report_html_escape(f, b->rule);
	if (b->judged_how) {
		fputs(". ", f);
		report_html_escape(f, b->judged_how);
	}
	fputs(b->html_note && *b->html_note ? b->html_note : ".", f);
	fputs("</p>\n", f);
}

void board_html_begin(FILE *f, const struct board *b)
{
	const char *title = board_title(b);
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n", f);
	/* On a wall the page is written again by the next compare: the browser reloads it. */
	if (b->wall)
		fputs("<meta http-equiv=\"refresh\" content=\"60\">\n", f);
	fputs("<title>", f);
	report_html_escape(f, title);
	fprintf(f, "</title>\n<style>\n%s</style></head><body%s>\n<h1>", html_style, b->wall ? " class=\"wall\"" : "");
	report_html_escape(f, title);
	fputs("</h1>\n", f);
	if (b->date) {
		fputs("<p class=\"date\">", f);
		report_html_escape(f, b->date);
		fputs("</p>\n", f);
	}
	board_html_board(f, b);
}

void board_html_end(FILE *f)
{
	fputs("</body></html>\n", f);
}

/* The table of a submission's tests that ran: name, verdict, CPU time, memory, message. */
static void html_tests(FILE *f, const struct submission_result *r)
{
	char mem[32];
	fputs("<table><tr><th>test</th><th>verdict</th><th class=\"num\">CPU time</th><th "
	      "class=\"num\">memory</th>"
	      "<th>message</th></tr>\n",
	      f);
	for (size_t k = 0; k < r->ntests; k++) {
		const struct test_report *t = &r->tests[k];
		if (t->verdict == V_SKIPPED)
			continue;
		fputs("<tr><td>", f);
		report_html_escape(f, t->name);
		fprintf(f,
		        "</td><td class=\"%s\">%s</td><td class=\"num\">%ld ms</td><td "
		        "class=\"num\">%s</td><td>",
		        verdict_code(t->verdict), verdict_code(t->verdict), t->time_ms,
		        format_kib(t->memory_kb, mem, sizeof mem));
		report_html_escape(f, t->message);
		fputs("</td></tr>\n", f);
	}
	fputs("</table>", f);
}

void board_html_submission(FILE *f, size_t id, const char *team, const char *problem,
                           const struct submission_result *r)
{
	char cell[64];
	fprintf(f, "<details id=\"pair-%zu\"><summary>", id);
	report_html_escape(f, team);
	fputs(" / ", f);
	report_html_escape(f, problem);
	report_cell(r, cell, sizeof cell);
	fputs(": ", f);
	report_html_escape(f, cell);
	fputs("</summary>\n", f);
	if (!r->compile_ok) {
		fputs("<pre>", f);
		report_html_escape(f, r->compile_log);
		fputs("</pre></details>\n", f);
		return;
	}
	html_chart(f, r, r->limits.time_ms);
	html_tests(f, r);
	fputs("</details>\n", f);
}
