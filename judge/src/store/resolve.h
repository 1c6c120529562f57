/*
 * resolve.h: the ICPC resolver's steps, as a pure function: from the frozen
 * scoreboard at the contest's end to the final one, one cell at a time.
 *
 * The rule (the resolver of the ICPC World Finals' award ceremony): take the
 * lowest-ranked team that still has a frozen cell, reveal its leftmost one
 * (the submissions made in the freeze for that problem, shown as the jury
 * sees them), rank again, and start over. A team that climbs is met again
 * where it lands; a team with nothing frozen left is passed, and the walk
 * moves up. A frozen cell is one with a submission in the freeze that still
 * counts (before the cell's first accepted one); a cell solved before the
 * freeze has none. After the last step every frozen cell is revealed, and
 * the scoreboard is the jury's. A contest without a freeze has no steps.
 *
 * The scoreboards come from scoreboard_compute() with the cells revealed so
 * far (scoreboard_clock.revealed): the resolver decides nothing about
 * scoring. Each step ranks every team again, so k steps cost k scoreboards;
 * a regional's few hundred frozen cells are a few hundred of them.
 */
#ifndef STORE_RESOLVE_H
#define STORE_RESOLVE_H

#include <stddef.h>

#include "store/scoreboard.h"

struct resolve_step {
	size_t team;    /* the cell revealed: its team's index in the contest's teams */
	size_t problem; /* and its problem's index in the contest's problems */
};

/*
 * The steps for the public scoreboard of clk at the contest's end (clk->jury
 * 0; clk->freeze_ms 0, or a jury clock: no steps), from subs as
 * scoreboard_compute() takes them. Returns their number; *steps is an array
 * of them for free() (NULL when there are none).
 */
size_t resolve_steps(const struct contest *c, const struct scoreboard_clock *clk, const struct scoreboard_sub *subs,
                     size_t nsubs, struct resolve_step **steps);

/*
 * The scoreboard after the first k steps (k at most their number): step 0
 * is the frozen scoreboard, the last one the jury's. Free it with
 * scoreboard_free().
 */
void resolve_board(const struct contest *c, const struct scoreboard_clock *clk, const struct scoreboard_sub *subs,
                   size_t nsubs, const struct resolve_step *steps, size_t k, struct scoreboard *out);

#endif
