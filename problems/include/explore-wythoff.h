/*
 * explore-wythoff.h: Wythoff's game on two heaps (a, b), valued by its rules,
 * for the explorers of wythoffmove and its interactive twin wythoffplay. The
 * grid's axes are the heaps a and b. A position is won when some move (fewer
 * stones in one heap, or the same number fewer in both) leaves a lost one.
 * Each explorer keeps only its input format.
 *
 * Usage:
 *     wythoff_start(argc, argv);  // the mode and a grid range; values the grid
 *     if (ex_mode == EX_TABLE)
 *             wythoff_table();    // win/lose of every (a, b) of the grid
 *     else
 *             ... wythoff_lost(a, b), wythoff_want_move, wythoff_accept_move
 *     wythoff_end();
 *
 * wythoff_start exits 2 (ex_usage) on a bad range or parameter (a heap beyond
 * 300), 3 when out of memory.
 */
#ifndef EXPLORE_WYTHOFF_H
#define EXPLORE_WYTHOFF_H

#include "explore.h"

#define WYTHOFF_TOP 300

static char *wythoff_win; /* wythoff_win[a * (WYTHOFF_TOP + 1) + b]: the player to move wins */

/* Whether the player to move at (a, b) loses. */
static inline int wythoff_lost(long a, long b)
{
	return !wythoff_win[a * (WYTHOFF_TOP + 1) + b];
}

/* Fills wythoff_win for both heaps up to top, each from the positions its moves reach. */
static inline void wythoff_solve(long top)
{
	for (long a = 0; a <= top; a++)
		for (long b = 0; b <= top; b++) {
			int w = 0;
			for (long t = 1; t <= a && !w; t++)
				w = wythoff_lost(a - t, b);
			for (long t = 1; t <= b && !w; t++)
				w = wythoff_lost(a, b - t);
			for (long t = 1; t <= a && t <= b && !w; t++)
				w = wythoff_lost(a - t, b - t);
			wythoff_win[a * (WYTHOFF_TOP + 1) + b] = (char)w;
		}
}

/* Reads the command line (a grid range, no parameter), checks it and values every position it needs. */
static inline void wythoff_start(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	ex_done();
	long top = ex_hi[0] > ex_hi[1] ? ex_hi[0] : ex_hi[1];
	if (top > WYTHOFF_TOP)
		ex_usage("range: heaps up to %d only, got %ld", WYTHOFF_TOP, top);
	wythoff_win = calloc((WYTHOFF_TOP + 1) * (WYTHOFF_TOP + 1), 1);
	if (!wythoff_win)
		exit(3);
	wythoff_solve(top);
}

/* Frees what wythoff_start took. */
static inline void wythoff_end(void)
{
	free(wythoff_win);
}

/* Table mode: the value of every (a, b) of the grid, row by row. */
static inline void wythoff_table(void)
{
	for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
		for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
			ex_value(!wythoff_lost(a, b));
}

/* Whether (a, b) -> (x, y) is one legal move into a lost position. */
static inline int wythoff_winning(long a, long b, long x, long y)
{
	int legal = (x < a && y == b) || (x == a && y < b) || (x < a && a - x == b - y);
	return legal && x >= 0 && y >= 0 && wythoff_lost(x, y);
}

/* An ex_cases accept: got is a winning move "x y" (the heaps it leaves), in digits and one space. */
static inline int wythoff_accept_move(long a, long b, const char *got)
{
	long x, y;
	int used = -1;
	if (sscanf(got, "%ld %ld%n", &x, &y, &used) != 2 || got[used] || strspn(got, "0123456789 ") != strlen(got))
		return 0;
	return wythoff_winning(a, b, x, y);
}

/* An ex_cases want: the first winning move "x y" from (a, b) (from heap a, heap b, then both), or "lose". */
static inline const char *wythoff_want_move(long a, long b, int k)
{
	static char buf[48];
	(void)k;
	long to[3][2] = { { 0, b }, { a, 0 }, { a - (a < b ? a : b), b - (a < b ? a : b) } };
	for (int kind = 0; kind < 3; kind++) /* one heap, the other, both: each to every smaller size */
		for (; to[kind][0] <= a && to[kind][1] <= b; to[kind][0] += kind != 1, to[kind][1] += kind != 0)
			if (wythoff_winning(a, b, to[kind][0], to[kind][1])) {
				snprintf(buf, sizeof buf, "%ld %ld", to[kind][0], to[kind][1]);
				return buf;
			}
	return "lose";
}

#endif
