/*
 * explore-fibnim.h: Fibonacci Nim on one pile, valued by its rules, for the
 * explorers of hdu2516 and its interactive twin fibnimplay. The range's axis
 * is the pile n. The first move takes 1..n - 1 stones, every later one
 * 1..twice the move before; whoever takes the last stone wins. The values come
 * over the states (stones left, largest take allowed): a state is won when
 * some take empties the pile or leaves a lost state. Each explorer keeps only
 * its input format.
 *
 * Usage:
 *     fibnim_start(argc, argv);   // the mode and one range; values every state
 *     if (ex_mode == EX_TABLE)
 *             fibnim_table();     // win/lose of every pile of the range for the first player
 *     else
 *             ... fibnim_first_wins(n), fibnim_wins(r, k)
 *     fibnim_end();
 *
 * fibnim_start exits 2 (ex_usage) on a bad range or parameter (a pile beyond
 * 3000), 3 when out of memory.
 */
#ifndef EXPLORE_FIBNIM_H
#define EXPLORE_FIBNIM_H

#include "explore.h"

#define FIBNIM_TOP 3000

static char *fibnim_w; /* [r * (FIBNIM_TOP + 1) + k]: with r stones left and takes of 1..k allowed, the mover wins */

/* Whether the mover wins with r stones left and takes of 1..k allowed (r >= 0, k >= 1). */
static inline int fibnim_wins(long r, long k)
{
	return fibnim_w[r * (FIBNIM_TOP + 1) + (k < r ? k : r)];
}

/* fibnim_w for every state up to top stones: a take of k adds the chance of winning by it. */
static inline void fibnim_solve(long top)
{
	for (long r = 1; r <= top; r++)
		for (long k = 1; k <= r; k++) {
			long at = r * (FIBNIM_TOP + 1) + k;
			fibnim_w[at] = (char)(fibnim_w[at - 1] || k == r || !fibnim_wins(r - k, 2 * k));
		}
}

/* Reads the command line (one range, no parameter), checks it and values every state it needs. */
static inline void fibnim_start(int argc, char **argv)
{
	ex_init(argc, argv, 1);
	ex_done();
	long hi = ex_hi[0];
	if (hi > FIBNIM_TOP)
		ex_usage("range: piles up to %d only, got %ld", FIBNIM_TOP, hi);
	fibnim_w = calloc((size_t)(hi + 1) * (FIBNIM_TOP + 1), 1);
	if (!fibnim_w)
		exit(3);
	fibnim_solve(hi);
}

/* Frees what fibnim_start took. */
static inline void fibnim_end(void)
{
	free(fibnim_w);
}

/* The first player's pile of n: some first take of 1..n - 1 leaves a lost state. */
static inline int fibnim_first_wins(long n)
{
	for (long t = 1; t < n; t++)
		if (!fibnim_wins(n - t, 2 * t))
			return 1;
	return 0;
}

/* Table mode: the value of every pile of the range for the first player. */
static inline void fibnim_table(void)
{
	for (long n = ex_lo[0]; n <= ex_hi[0]; n++)
		ex_value(fibnim_first_wins(n));
}

#endif
