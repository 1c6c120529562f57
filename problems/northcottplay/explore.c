/*
 * northcottplay Northcott's Game, Played, explored: two rows of width m (a
 * parameter); in row i the player's piece (Tom) stands on square 1 and the
 * interactor's (Jerry) on square g_i + 2, g_i squares between them. A move slides one of the mover's own pieces along its
 * row, either way, never onto or over the other piece; who cannot move loses.
 * The table is win/lose for Tom, moving first, for every (g1, g2) of the grid.
 *
 * Pieces may move back, so the game has cycles: the values come by retrograde
 * analysis over every placement of the four pieces and whose turn it is. A
 * position without a move is lost; one with a move into a lost position is
 * won; one whose every move leads to a won position is lost; repeated until
 * nothing changes. A position left without a value would be a draw, which this
 * game does not have: the explorer fails if it finds one.
 *
 * The problem is interactive: a run is one game, and the program is run here
 * on what the interactor first sends, with no interactor to answer it. So the
 * input asks one position only, by the program's first move: the won (g1, g2)
 * of the range that comes last in table order, as "2 m" and the two rows. The
 * right answer is any legal move "r x" after which the interactor is lost;
 * what the program does after that line does not count.
 */
#include "explore-northcott.h"

static long pa = -1, pb = -1; /* the position asked */

static int allowed(long g1, long g2)
{
	return g1 == pa && g2 == pb;
}

/* Whether "r x" moves Tom's piece in row r of (g1, g2) legally, leaving Jerry lost. */
static int winning(long g1, long g2, long r, long x)
{
	int p[4] = { 1, (int)g1 + 2, 1, (int)g2 + 2 };
	if (r < 1 || r > 2 || x < 1 || x >= p[2 * r - 1])
		return 0; /* Tom stays left of Jerry's piece, off square 1 it only moves right */
	p[2 * r - 2] = (int)x;
	return x != 1 && northcott_res[p[0]][p[1]][p[2]][p[3]][1] < 0;
}

static int accept(long g1, long g2, const char *got)
{
	long r, x;
	int used = -1;
	if (sscanf(got, "%ld %ld%n", &r, &x, &used) != 2 || got[used] || strspn(got, "0123456789 ") != strlen(got))
		return 0;
	return winning(g1, g2, r, x);
}

static void ask(long g1, long g2)
{
	printf("2 %ld\n1 %ld\n1 %ld\n", northcott_m, g1 + 2, g2 + 2);
}

static const char *want(long g1, long g2, int k)
{
	static char buf[32];
	(void)k;
	for (long r = 1; r <= 2; r++)
		for (long x = 2; x <= northcott_m; x++)
			if (winning(g1, g2, r, x)) {
				snprintf(buf, sizeof buf, "%ld %ld", r, x);
				return buf;
			}
	return "no winning move";
}

int main(int argc, char **argv)
{
	northcott_start(argc, argv);
	if (ex_mode == EX_TABLE) {
		northcott_table();
		return 0;
	}
	for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
		for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
			if (northcott_tom_wins(a, b))
				pa = a, pb = b;
	struct ex_cases cs = { .dims = 2, .max = 1, .allowed = allowed, .ask = ask, .want = want, .accept = accept };
	ex_run_cases(&cs);
	return 0;
}
