/*
 * explore-northcott.h: Northcott's game on two rows, valued by its rules, for
 * the explorers of hdu1730 and its interactive twin northcottplay. Each row is
 * m squares wide (m the parameter "m"); in row i Tom's piece stands on square
 * 1 and Jerry's on square g_i + 2, the grid's axes being the gaps g1 and g2. A
 * move slides one of the mover's own pieces along its row, either way, never
 * onto or over the other piece; who cannot move loses. Pieces may move back,
 * so the values come by retrograde analysis over every placement of the four
 * pieces and whose turn it is. Each explorer keeps only its input format.
 *
 * Usage:
 *     northcott_start(argc, argv);  // the mode, a grid range, "m"; values every state
 *     if (ex_mode == EX_TABLE) {
 *             northcott_table();    // win/lose for Tom, moving first, of every (g1, g2)
 *             return 0;
 *     }
 *     ... northcott_tom_wins(g1, g2), northcott_res[t1][j1][t2][j2][turn], northcott_m
 *
 * northcott_start exits 2 (ex_usage) on a bad range or parameter (m beyond
 * 2..12, a gap beyond m - 2); northcott_tom_wins exits 3, with a message on
 * stderr, on a position left without a value (a draw, which the game does not
 * have).
 */
#ifndef EXPLORE_NORTHCOTT_H
#define EXPLORE_NORTHCOTT_H

#include "explore.h"

#define NORTHCOTT_TOP 12

/* [t1][j1][t2][j2][turn]: 1 won, -1 lost, 0 not yet known, for the mover (turn 0 Tom, 1 Jerry) */
static signed char northcott_res[NORTHCOTT_TOP + 1][NORTHCOTT_TOP + 1][NORTHCOTT_TOP + 1][NORTHCOTT_TOP + 1][2];
static long northcott_m; /* the rows' width */

/* The value of state (p[0..3] = t1, j1, t2, j2; turn 0 Tom, 1 Jerry) from what is known of the states after its moves. */
static inline int northcott_value(const int p[4], int turn)
{
	int moves = 0, unknown = 0;
	for (int row = 0; row < 2; row++) {
		int mine = 2 * row + turn, other = 2 * row + 1 - turn;
		for (int dir = -1; dir <= 1; dir += 2)
			for (int x = p[mine] + dir; x >= 1 && x <= northcott_m && x != p[other]; x += dir) {
				int q[4] = { p[0], p[1], p[2], p[3] };
				q[mine] = x;
				int r = northcott_res[q[0]][q[1]][q[2]][q[3]][1 - turn];
				moves++;
				if (r < 0)
					return 1;
				unknown += r == 0;
			}
	}
	return !moves || !unknown ? -1 : 0;
}

/* Retrograde analysis over every state, until a pass changes nothing. */
static inline void northcott_solve(void)
{
	long m = northcott_m;
	for (int changed = 1; changed;) {
		changed = 0;
		int p[4];
		for (p[0] = 1; p[0] <= m; p[0]++)
			for (p[1] = 1; p[1] <= m; p[1]++)
				for (p[2] = 1; p[2] <= m; p[2]++)
					for (p[3] = 1; p[3] <= m; p[3]++)
						for (int turn = 0; turn < 2; turn++) {
							signed char *r = &northcott_res[p[0]][p[1]][p[2]][p[3]][turn];
							if (p[0] == p[1] || p[2] == p[3] || *r)
								continue;
							*r = (signed char)northcott_value(p, turn);
							changed |= *r != 0;
						}
	}
}

/* Reads the command line (a grid range and "m"), checks it and values every state. */
static inline void northcott_start(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	northcott_m = ex_param("m");
	ex_done();
	long m = northcott_m;
	if (m < 2 || m > NORTHCOTT_TOP)
		ex_usage("m: expected 2..%d, got %ld", NORTHCOTT_TOP, m);
	if (ex_hi[0] > m - 2 || ex_hi[1] > m - 2)
		ex_usage("range: gaps up to m - 2 = %ld only", m - 2);
	northcott_solve();
}

/* Whether Tom, moving first, wins with gaps g1 and g2. */
static inline int northcott_tom_wins(long g1, long g2)
{
	int r = northcott_res[1][g1 + 2][1][g2 + 2][0];
	if (!r) {
		fprintf(stderr, "explore: gaps %ld %ld: no value (a draw)\n", g1, g2);
		exit(3);
	}
	return r > 0;
}

/* Table mode: the value of every (g1, g2) of the grid for Tom, row by row. */
static inline void northcott_table(void)
{
	for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
		for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
			ex_value(northcott_tom_wins(a, b));
}

#endif
