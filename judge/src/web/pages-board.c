/*
 * pages-board.c: the scoreboard page, public (frozen) or the jury's, and its
 * wall mode (?wall=1: large print, no navigation, refreshing itself) for a
 * projector; the table is the replay's too (pages-replay.c). The numbers
 * are scoreboard.h's; this file puts them in a board (report/board.h), which
 * draws them as it draws compare's: a problem solved after the end
 * (upsolving) is a mark in its cell, explained under the table, apart from
 * the numbers that rank.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/board.h"
#include "web/page.h"
#include "store/scoreboard.h"
#include "store/store.h"
#include "store/scoreboard.h"
#include "store/store.h"
#include "util.h"
#include "web/rules.h"

/* How the contest's teams are ranked, for the rule under the table (scoreboard.h's rules). */
#define CONTEST_RULE                                                                                                   \
	"ranked by problems solved, then by less penalty, then by the earlier last problem solved; teams equal on "    \
	"all three share a rank"

/* A cell of the board: its state and its text, from the scoreboard's numbers. */
static void board_cell_of(const struct scoreboard_cell *c, struct board_cell *out)
{
	int tries = c->num_judged + c->num_pending;
	*out = (struct board_cell){ .has = tries > 0, .anchor = -1, .upsolved = c->upsolved };
	if (c->solved) {
		out->state = c->first_to_solve ? BOARD_FIRST : BOARD_SOLVED;
		snprintf(out->text, sizeof out->text, "%d/%ld", tries, c->time_min);
	} else if (c->num_pending) {
		out->state = BOARD_PENDING;
		snprintf(out->text, sizeof out->text, "?%d", tries);
	} else if (tries) {
		out->state = BOARD_REJECTED;
		snprintf(out->text, sizeof out->text, "-%d", tries);
	}
}

void page_board_of(const struct serve_contest *c, const struct scoreboard *sb, long mark_team, long mark_problem,
                   int wall, struct board *b)
{
	*b = (struct board){ .kind = BOARD_CONTEST, .figure_names = { "solved", "penalty" },
		             .figure_note = xasprintf("Penalty: the contest minute of each problem solved, plus %d per "
		                                      "rejected try before it (a compile error costs nothing).",
		                                      c->penalty_min),
		             .rule = CONTEST_RULE, .wall = wall };
	b->ncolumns = sb->ncells;
	b->columns = xcalloc(sb->ncells + 1, sizeof *b->columns);
	for (size_t i = 0; i < sb->ncells; i++)
		b->columns[i] = (struct board_column){ .id = c->problems[i].label, .title = c->problems[i].title,
			                               .rgb = c->problems[i].rgb };
	b->nrows = sb->nrows;
	b->rows = xcalloc(sb->nrows + 1, sizeof *b->rows);
	for (size_t r = 0; r < sb->nrows; r++) {
		const struct scoreboard_row *row = &sb->rows[r];
		struct board_row *out = &b->rows[r];
		*out = (struct board_row){ .team = c->teams[row->team].name, .rank = (size_t)row->rank,
			                   .figures = { row->num_solved, row->total_min },
			                   .cells = xcalloc(sb->ncells + 1, sizeof *out->cells) };
		for (size_t i = 0; i < sb->ncells; i++) {
			board_cell_of(&row->cells[i], &out->cells[i]);
			out->cells[i].outlined = (long)row->team == mark_team && (long)i == mark_problem;
			b->columns[i].solved += row->cells[i].solved != 0;
		}
	}
}

void page_board_free(struct board *b)
{
	for (size_t r = 0; r < b->nrows; r++)
		free(b->rows[r].cells);
	free(b->rows);
	free(b->columns);
	free((char *)b->figure_note);
}

void page_scoreboard_table(struct page *p, const struct scoreboard *sb, long mark_team, long mark_problem)
{
	struct board b;
	page_board_of(p->s->contest, sb, mark_team, mark_problem, p->wall, &b);
	board_html_board(p->f, &b);
	page_board_free(&b);
}

/*
 * Where the contest stands, above the table: the minute or that it is over,
 * and the freeze as this board shows it: the public's board keeps what came
 * in from the freeze on pending (after the end too, until the jury thaws or
 * resolves it); the jury's shows everything and says so.
 */
static void board_state(struct page *p, const struct scoreboard_clock *clk, int jury, long long now)
{
	/* Not when the contest was ended before its freeze began. */
	int frozen = clk->freeze_ms && now >= clk->freeze_ms && clk->freeze_ms < clk->end_ms;
	long long at = frozen ? (clk->freeze_ms - clk->start_ms) / 60000 : 0;
	page_put(p, "<p id=\"state\"%s>", frozen && !jury ? " class=\"frozen\"" : "");
	if (!clk->start_ms) {
		page_put(p, "The contest has not started.</p>");
		return;
	}
	if (now >= clk->end_ms)
		page_put(p, "The contest is over.");
	else
		page_put(p, "Minute %lld of %lld.", (now - clk->start_ms) / 60000, (clk->end_ms - clk->start_ms) / 60000);
	if (frozen && !jury)
		page_put(p, " Frozen since minute %lld: later submissions show as pending%s.", at,
		         now >= clk->end_ms ? " until the jury thaws the scoreboard or resolves it" : "");
	else if (frozen)
		page_put(p, " The public's board is frozen since minute %lld; this is the jury's view: every judgement "
		            "shows.",
		         at);
	else if (jury)
		page_put(p, " The jury's view.");
	page_put(p, "</p>");
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
	board_state(p, &clk, jury, now);
	page_scoreboard_table(p, &sb, -1, -1);
	if (!p->wall)
		page_put(p, "<p><a href=\"/scoreboard?wall=1\">Wall mode</a>%s</p>",
		         jury ? " <a href=\"/jury/replay\" id=\"replay\">Replay and resolve</a>" : "");
	scoreboard_free(&sb);
	page_end(p, 200);
}
