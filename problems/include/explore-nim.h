/*
 * explore-nim.h: Nim on three heaps (a, b, c), valued by its rules, for the
 * explorers of the Nim problems (hdu1850, poj2975, hdu2176, hdu1907, nimmove,
 * nimplay). The grid's axes are the heaps a and b; c is the parameter "c", the
 * third heap (0: two heaps only). A position is won when some move (any
 * smaller size of one heap) leaves a lost one; in misere Nim the player to
 * move with no stone left has won (the other took the last one). Each
 * explorer keeps only its input format and its answers.
 *
 * Usage:
 *     nim_start(argc, argv, 0);   // the mode, a grid range, "c"; fills nim_win
 *     if (ex_mode == EX_TABLE) {
 *             nim_table();        // win/lose of every (a, b, c) of the grid
 *             return 0;
 *     }
 *     ... nim_win[a][b][nim_c], nim_count(a, b), nim_winning(a, b, i, y)
 *
 * nim_start exits 2 (ex_usage) on a bad range or parameter: c beyond 0..60, a
 * heap of the range beyond 60.
 */
#ifndef EXPLORE_NIM_H
#define EXPLORE_NIM_H

#include "explore.h"

#define NIM_TOP 60

static char nim_win[NIM_TOP + 1][NIM_TOP + 1][NIM_TOP + 1]; /* the player to move wins */
static long nim_c; /* the third heap */

/* Fills nim_win for every heap up to top (a, b) and last (c), each from the positions its moves reach. */
static inline void nim_solve(long top, long last, int misere)
{
	for (long a = 0; a <= top; a++)
		for (long b = 0; b <= top; b++)
			for (long z = 0; z <= last; z++) {
				int w = misere && a + b + z == 0;
				for (long y = 0; y < a && !w; y++)
					w = !nim_win[y][b][z];
				for (long y = 0; y < b && !w; y++)
					w = !nim_win[a][y][z];
				for (long y = 0; y < z && !w; y++)
					w = !nim_win[a][b][y];
				nim_win[a][b][z] = (char)w;
			}
}

/* Reads the command line (a grid range and "c"), checks it and values every position it needs. */
static inline void nim_start(int argc, char **argv, int misere)
{
	ex_init(argc, argv, 2);
	nim_c = ex_param("c");
	ex_done();
	if (nim_c < 0 || nim_c > NIM_TOP)
		ex_usage("c: expected 0..%d, got %ld", NIM_TOP, nim_c);
	long top = ex_hi[0] > ex_hi[1] ? ex_hi[0] : ex_hi[1];
	if (top > NIM_TOP)
		ex_usage("range: heaps up to %d only, got %ld", NIM_TOP, top);
	nim_solve(top, nim_c, misere);
}

/* Table mode: the value of (a, b, c) for every (a, b) of the grid, row by row. */
static inline void nim_table(void)
{
	for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
		for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
			ex_value(nim_win[a][b][nim_c]);
}

/* The number of moves from (a, b, c) that leave a lost position. */
static inline long nim_count(long a, long b)
{
	long n = 0;
	for (long y = 0; y < a; y++)
		n += !nim_win[y][b][nim_c];
	for (long y = 0; y < b; y++)
		n += !nim_win[a][y][nim_c];
	for (long y = 0; y < nim_c; y++)
		n += !nim_win[a][b][y];
	return n;
}

/* Whether "i y" (heap i of 1..3 left with y stones) is a legal move from (a, b, c) into a lost position. */
static inline int nim_winning(long a, long b, long i, long y)
{
	long h[4] = { 0, a, b, nim_c };
	if (i < 1 || i > 3 || y < 0 || y >= h[i])
		return 0;
	h[i] = y;
	return !nim_win[h[1]][h[2]][h[3]];
}

/* An ex_cases accept: got is a winning move "i y" from (a, b, c), in digits and one space. */
static inline int nim_accept_move(long a, long b, const char *got)
{
	long i, y;
	int used = -1;
	if (sscanf(got, "%ld %ld%n", &i, &y, &used) != 2 || got[used] || strspn(got, "0123456789 ") != strlen(got))
		return 0;
	return nim_winning(a, b, i, y);
}

/* An ex_cases want: the first winning move "i y" from (a, b, c) (heap, then size), or "lose". */
static inline const char *nim_want_move(long a, long b, int k)
{
	static char buf[48];
	long h[4] = { 0, a, b, nim_c };
	(void)k;
	for (long i = 1; i <= 3; i++)
		for (long y = 0; y < h[i]; y++)
			if (nim_winning(a, b, i, y)) {
				snprintf(buf, sizeof buf, "%ld %ld", i, y);
				return buf;
			}
	return "lose";
}

#endif
