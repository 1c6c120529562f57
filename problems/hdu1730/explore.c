/*
 * hdu1730 Northcott's game, explored: two rows of width m (a parameter); in
 * row i Tom's piece stands on square 1 and Jerry's on square g_i + 2, g_i
 * squares between them. A move slides one of the mover's own pieces along its
 * row, either way, never onto or over the other piece; who cannot move loses.
 * The table is win/lose for Tom, moving first, for every (g1, g2) of the grid.
 *
 * Pieces may move back, so the game has cycles: the values come by retrograde
 * analysis over every placement of the four pieces and whose turn it is. A
 * position without a move is lost; one with a move into a lost position is
 * won; one whose every move leads to a won position is lost; repeated until
 * nothing changes. A position left without a value would be a draw, which this
 * game does not have: the explorer fails if it finds one. The input asks each
 * (g1, g2) as a case of two rows (at most 1000 cases), to the end of the file.
 */
#include "explore-northcott.h"

static int allowed(long g1, long g2)
{
	(void)g1, (void)g2;
	return 1;
}

static void ask(long g1, long g2)
{
	printf("2 %ld\n1 %ld\n1 %ld\n", northcott_m, g1 + 2, g2 + 2);
}

static const char *want(long g1, long g2, int k)
{
	(void)k;
	return northcott_tom_wins(g1, g2) ? "I WIN!" : "BAD LUCK!";
}

int main(int argc, char **argv)
{
	northcott_start(argc, argv);
	if (ex_mode == EX_TABLE) {
		northcott_table();
		return 0;
	}
	struct ex_cases cs = { .dims = 2, .max = 1000, .allowed = allowed, .ask = ask, .want = want };
	ex_run_cases(&cs);
	return 0;
}
