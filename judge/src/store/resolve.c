/*
 * resolve.c: the resolver's steps (resolve.h says the rule).
 *
 * How this works: one pass over the submissions marks the cells that hold a
 * submission made in the freeze. Then, while one is left: the scoreboard with
 * the cells revealed so far, walked from its last row up; the first row with
 * a frozen cell still pending gives the step, its leftmost such cell is
 * marked revealed, and the loop ranks again.
 */
#include "store/resolve.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

static long index_of_team(const struct contest *c, const char *id)
{
	for (size_t i = 0; id && i < c->nteams; i++)
		if (!strcmp(c->teams[i].id, id))
			return (long)i;
	return -1;
}

static long index_of_problem(const struct contest *c, const char *id)
{
	for (size_t i = 0; id && i < c->nproblems; i++)
		if (!strcmp(c->problems[i].id, id))
			return (long)i;
	return -1;
}

/* The cells with a submission made in the freeze (and before the end and the cut-off): 1 each; NULL when none. */
static unsigned char *frozen_cells(const struct contest *c, const struct scoreboard_clock *clk,
                                   const struct scoreboard_sub *subs, size_t nsubs)
{
	if (clk->jury || !clk->start_ms || !clk->freeze_ms)
		return NULL;
	unsigned char *frozen = xcalloc(c->nteams * c->nproblems + 1, 1);
	int any = 0;
	for (size_t i = 0; i < nsubs; i++) {
		const struct scoreboard_sub *s = &subs[i];
		long t = index_of_team(c, s->team_id), p = index_of_problem(c, s->problem_id);
		if (t < 0 || p < 0 || s->time_ms < clk->freeze_ms || s->time_ms >= clk->end_ms ||
		    (clk->cutoff_ms && s->time_ms >= clk->cutoff_ms))
			continue;
		frozen[t * (long)c->nproblems + p] = 1;
		any = 1;
	}
	if (!any) {
		free(frozen);
		return NULL;
	}
	return frozen;
}

/* The next cell to reveal on sb: from the last row up, the leftmost frozen cell still pending; 0 when none. */
static int next_cell(const struct contest *c, const struct scoreboard *sb, const unsigned char *frozen,
                     const unsigned char *revealed, struct resolve_step *step)
{
	for (size_t r = sb->nrows; r-- > 0;) {
		const struct scoreboard_row *row = &sb->rows[r];
		for (size_t p = 0; p < sb->ncells; p++) {
			size_t k = row->team * c->nproblems + p;
			/* Pending: a cell solved before its frozen submissions has nothing to reveal. */
			if (frozen[k] && !revealed[k] && row->cells[p].num_pending) {
				*step = (struct resolve_step){ row->team, p };
				return 1;
			}
		}
	}
	return 0;
}

size_t resolve_steps(const struct contest *c, const struct scoreboard_clock *clk, const struct scoreboard_sub *given,
                     size_t nsubs, struct resolve_step **steps)
{
	*steps = NULL;
	unsigned char *frozen = frozen_cells(c, clk, given, nsubs);
	if (!frozen)
		return 0;
	/* Sorted once here, not once a step. */
	struct scoreboard_sub *subs = xcalloc(nsubs + 1, sizeof *subs);
	memcpy(subs, given, nsubs * sizeof *subs);
	scoreboard_sort(subs, nsubs);
	unsigned char *revealed = xcalloc(c->nteams * c->nproblems + 1, 1);
	struct scoreboard_clock view = *clk;
	view.revealed = revealed;
	size_t n = 0;
	for (;;) {
		struct scoreboard sb;
		struct resolve_step step;
		scoreboard_compute(c, &view, subs, nsubs, &sb);
		int more = next_cell(c, &sb, frozen, revealed, &step);
		scoreboard_free(&sb);
		if (!more)
			break;
		revealed[step.team * c->nproblems + step.problem] = 1;
		*steps = xrealloc(*steps, (n + 1) * sizeof **steps);
		(*steps)[n++] = step;
	}
	free(subs);
	free(revealed);
	free(frozen);
	return n;
}

void resolve_board(const struct contest *c, const struct scoreboard_clock *clk, const struct scoreboard_sub *subs,
                   size_t nsubs, const struct resolve_step *steps, size_t k, struct scoreboard *out)
{
	unsigned char *revealed = xcalloc(c->nteams * c->nproblems + 1, 1);
	for (size_t i = 0; i < k; i++)
		revealed[steps[i].team * c->nproblems + steps[i].problem] = 1;
	struct scoreboard_clock view = *clk;
	view.revealed = revealed;
	scoreboard_compute(c, &view, subs, nsubs, out);
	free(revealed);
}
