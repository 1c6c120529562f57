/*
 * pages-board.c: the scoreboard page, public (frozen) or the jury's, and its
 * wall mode (?wall=1: large print, no navigation, refreshing itself) for a
 * projector. The numbers are scoreboard.h's; this file only draws them.
 */
#include <stdlib.h>
#include <string.h>

#include "serve/page.h"
#include "serve/scoreboard.h"
#include "serve/store.h"
#include "util.h"

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

/* A cell: tries and minute when solved, "?" with the pending tries, "-" with the rejected ones. */
static void cell(struct page *p, const struct scoreboard_cell *c)
{
	int tries = c->num_judged + c->num_pending;
	if (c->solved)
		page_put(p, "<td class=\"%s\">%d/%ld</td>", c->first_to_solve ? "cell-first" : "cell-ac", tries,
		         c->time_min);
	else if (c->num_pending)
		page_put(p, "<td class=\"cell-pending\">?%d</td>", tries);
	else if (tries)
		page_put(p, "<td class=\"cell-no\">-%d</td>", tries);
	else
		page_put(p, "<td></td>");
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
	else if (clk.freeze_ms && now >= clk.freeze_ms)
		page_put(p,
		         "<p id=\"state\" class=\"frozen\">Frozen since minute %lld: later submissions show as "
		         "pending.</p>",
		         (clk.freeze_ms - clk.start_ms) / 60000);
	else if (now >= clk.end_ms)
		page_put(p, "<p id=\"state\">The contest is over.</p>");
	else
		page_put(p, "<p id=\"state\">Minute %lld of %lld%s.</p>", (now - clk.start_ms) / 60000,
		         (clk.end_ms - clk.start_ms) / 60000, jury ? " (the jury's view: nothing frozen)" : "");
	page_put(p, "<table class=\"scoreboard\" id=\"scoreboard\">");
	header_row(p);
	for (size_t r = 0; r < sb.nrows; r++) {
		const struct scoreboard_row *row = &sb.rows[r];
		const struct serve_team *t = &p->s->contest->teams[row->team];
		page_put(p, "<tr><td>%d</td><td>", row->rank);
		page_esc(p, t->name);
		page_put(p, "</td><td>%d</td><td>%ld</td>", row->num_solved, row->total_min);
		for (size_t c = 0; c < sb.ncells; c++)
			cell(p, &row->cells[c]);
		page_put(p, "</tr>\n");
	}
	page_put(p, "</table>\n");
	if (!p->wall)
		page_put(p, "<p><a href=\"/scoreboard?wall=1\">Wall mode</a></p>");
	scoreboard_free(&sb);
	page_end(p, 200);
}
