/*
 * hdu1907 John, explored: misere Nim (whoever takes the last stone loses) on
 * the heaps (a, b, c), c a parameter (0: two heaps only). The table is
 * win/lose of the position for the player to move, for every (a, b) of the
 * grid, by the rules: with no stone left the player to move has won (the
 * other took the last one); else a position is won when some move (any
 * smaller size of one heap) leaves a lost one. The input asks the heaps of
 * every (a, b) with a, b >= 1 as a case (at most 474); John moves first.
 */
#include "explore-heaps.h"
#include "explore-nim.h"

static void ask(long a, long b)
{
	heaps_print(a, b, nim_c);
}

static const char *want(long a, long b, int k)
{
	(void)k;
	return nim_win[a][b][nim_c] ? "John" : "Brother";
}

int main(int argc, char **argv)
{
	nim_start(argc, argv, 1);
	if (ex_mode == EX_TABLE) {
		nim_table();
		return 0;
	}
	struct ex_cases cs = { .dims = 2, .max = 474, .count_first = 1, .allowed = heaps_allowed, .ask = ask, .want = want };
	ex_run_cases(&cs);
	return 0;
}
