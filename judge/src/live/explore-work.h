/*
 * live/explore-work.h: `judge explore` for a live session, done by the worker
 * (root, for the sandbox) and kept in the store for the pages, which only
 * read and draw what is there (the HTTP process never runs anything).
 *
 * How this works. When no submission waits, the worker does one piece of
 * explore work and looks for submissions again (worker.c): first each
 * contest problem with an explorer that has no explores row yet, explored
 * once on its manifest's range with its default parameters (the table, the
 * findings, the words of its picture); then the newest rejected submission
 * (judged, not AC, CE or JE) of an explored problem without a disagreements
 * row: its program compiled again (from the compile cache) and run on the
 * explorer's input, as `judge explore --against` runs it, and its mark on
 * each position stored with the first wrong ones in the explorer's words and
 * the hint, one smallest wrong position. The pages draw the pictures from the
 * table and the marks (draw.c), so a picture is made, and escaped, where it
 * is shown.
 *
 * Off the judging's critical path: the work starts only after the verdict is
 * stored and only when nothing waits, one piece at a time, so a submission
 * that arrives meanwhile waits for at most one piece. Each piece is bounded:
 * a problem's explore is at most five runs of the explorer (its table, and
 * up to four longer tables to check a period to the theorem's bound), a
 * submission's is three runs (the explorer's input, the program, the
 * explorer's decode); the explorer runs under judge_tool_limits (20 s of CPU,
 * 60 s of wall each), the program under the problem's limits. A failure
 * never touches a verdict: it is stored as "explore failed: why" in the row,
 * for the jury, and the work is not tried again.
 */
#ifndef SERVE_EXPLORE_H
#define SERVE_EXPLORE_H

#include "diag.h"
#include "problem/problem.h"
#include "run/judge.h"
#include "store/store.h"

/*
 * Explores p (which has an explorer) unless the store has its row already:
 * 1 when it explored and stored the outcome (the explore, or why it
 * failed), 0 when the row was there, -1 when the store failed.
 */
int serve_explore_problem(struct store *s, struct judge *j, const struct problem *p, struct diag *d);

/*
 * The disagreements of submission sub (of problem p, explored), whose files
 * are written out with entry the one to compile: computed and stored, or why
 * not stored as its error. 0, or -1 when the store failed.
 */
int serve_explore_submission(struct store *s, struct judge *j, const struct problem *p,
                             const struct store_submission *sub, const char *entry, struct diag *d);

/* Stores that submission id's disagreements could not be computed, and why. 0, or -1 when the store failed. */
int serve_explore_failed(struct store *s, long long id, const char *why, struct diag *d);

#endif
