/*
 * pages-board.c: the scoreboard page, public (frozen) or the jury's, and its
 * wall mode (?wall=1: large print, no navigation, refreshing itself) for a
 * projector; the table is the replay's too (pages-replay.c). A problem
 * solved after the end (upsolving) is a mark in its cell, explained under
 * the table, apart from the numbers that rank. The numbers are
 * scoreboard.h's; this file only draws them.
 */
#include <stdlib.h>
#include <string.h>

#include "serve/page.h"
#include "serve/scoreboard.h"
#include "serve/store.h"
#include "util.h"

/* What marks a problem solved after the end: a check mark, blue, apart from the cell's numbers. */
#define UPSOLVED_MARK "<span class=\"upsolved\" title=\"solved after the end\" style=\"color:#06c\">&#10003;</span>"

static void header_row(struct page *p)
{
	page_put(p, "<tr><th>Rank</th><th>Team</th><th>Solved</th><th>Penalty</th>");
	for (size_t i = 0; i < p->s->contest->nproblems; i++) {
		const struct serve_problem *pr = &p->s->contest->problems[i];
		page_put(p, "<th title=\"");
		page_esc(p, pr->title);
		page_put(p, "\">");
		if (pr->rgb && strlen(pr->rgb) == 7 && strspn(pr->rgb + 1, "0123456789abcdefABCDEF") == 6)
			page_put(p, "<span class=\"balloon\" style=\"color:%s\">&#9679;</span> ", pr->rgb);
		page_esc(p, pr->label);
		page_put(p, "</th>");
	}
	page_put(p, "</tr>\n");
}

/*
 * A cell: tries and minute when solved, "?" with the pending tries, "-" with
 * the rejected ones; then the upsolving mark (solved after the end). mark:
 * the cell the resolver has just revealed, outlined.
 */
static void cell(struct page *p, const struct scoreboard_cell *c, int mark)
{
	int tries = c->num_judged + c->num_pending;
	const char *cls = c->solved        ? (c->first_to_solve ? "cell-first" : "cell-ac")
	                  : c->num_pending ? "cell-pending"
	                  : tries          ? "cell-no"
	                                   : NULL;
	page_put(p, "<td");
	if (cls)
		page_put(p, " class=\"%s\"", cls);
	if (mark)
		page_put(p, " id=\"revealed\" style=\"outline:3px solid #06c\"");
	page_put(p, ">");
	if (c->solved)
		page_put(p, "%d/%ld", tries, c->time_min);
	else if (c->num_pending)
		page_put(p, "?%d", tries);
	else if (tries)
		page_put(p, "-%d", tries);
	if (c->upsolved)
		page_put(p, "%s" UPSOLVED_MARK, tries ? " " : "");
	page_put(p, "</td>");
}

int page_scoreboard_table(struct page *p, const struct scoreboard *sb, long mark_team, long mark_problem)
{
	int upsolved = 0;
	page_put(p, "<table class=\"scoreboard\" id=\"scoreboard\">");
	header_row(p);
	for (size_t r = 0; r < sb->nrows; r++) {
		const struct scoreboard_row *row = &sb->rows[r];
		const struct serve_team *t = &p->s->contest->teams[row->team];
		page_put(p, "<tr><td>%d</td><td>", row->rank);
		page_esc(p, t->name);
		page_put(p, "</td><td>%d</td><td>%ld</td>", row->num_solved, row->total_min);
		for (size_t c = 0; c < sb->ncells; c++) {
			cell(p, &row->cells[c], (long)row->team == mark_team && (long)c == mark_problem);
			upsolved |= row->cells[c].upsolved;
		}
		page_put(p, "</tr>\n");
	}
	page_put(p, "</table>\n");
	if (upsolved)
		page_put(p, "<p id=\"upsolve-legend\">" UPSOLVED_MARK
		            " solved after the contest's end (upsolving): it changes no rank, solved count or "
		            "penalty.</p>\n");
	return upsolved;
}

void get_scoreboard(struct page *p, const char *arg)
{
	(void)arg;
	const char *wall = http_query(p->req, "wall");
	p->wall = wall && !strcmp(wall, "1");
	int jury = page_jury(p) && !p->wall;
	struct scoreboard sb = { 0 };
	struct scoreboard_clock clk;
	struct diag d;
	if (serve_scoreboard(p->s, jury, &sb, &clk, &d) < 0) {
		page_fail(p, 500, d.msg);
		return;
	}
	long long now = store_now_ms();
	page_begin(p, "Scoreboard", 1);
	if (!clk.start_ms)
		page_put(p, "<p id=\"state\">The contest has not started.</p>");
	else if (clk.freeze_ms && now >= clk.freeze_ms && clk.freeze_ms < clk.end_ms) /* not when ended before it */
		page_put(p,
		         "<p id=\"state\" class=\"frozen\">Frozen since minute %lld: later submissions show as "
		         "pending.</p>",
		         (clk.freeze_ms - clk.start_ms) / 60000);
	else if (now >= clk.end_ms)
		page_put(p, "<p id=\"state\">The contest is over.</p>");
	else
		page_put(p, "<p id=\"state\">Minute %lld of %lld%s.</p>", (now - clk.start_ms) / 60000,
		         (clk.end_ms - clk.start_ms) / 60000, jury ? " (the jury's view: nothing frozen)" : "");
	page_scoreboard_table(p, &sb, -1, -1);
	if (!p->wall)
		page_put(p, "<p><a href=\"/scoreboard?wall=1\">Wall mode</a>%s</p>",
		         jury ? " <a href=\"/jury/replay\" id=\"replay\">Replay and resolve</a>" : "");
	scoreboard_free(&sb);
	page_end(p, 200);
}
