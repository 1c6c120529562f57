/*
 * wythoffmove Wythoff's Game, Show Me the Move, explored: two heaps (a, b).
 * The table is win/lose of (a, b) for every cell of the grid, by the rules: a
 * position is won when some move (fewer stones in one heap, or the same number
 * fewer in both) leaves a lost one. The input asks "a b" for every cell (at
 * most 100000 cases); a lost position wants "lose", a won one any "x y" that
 * is a legal move into a lost position (decode names the first such move when
 * the program's is not one).
 */
#include "explore-wythoff.h"

static int allowed(long a, long b)
{
	(void)a, (void)b;
	return 1;
}

static void ask(long a, long b)
{
	printf("%ld %ld\n", a, b);
}

int main(int argc, char **argv)
{
	wythoff_start(argc, argv);
	if (ex_mode == EX_TABLE) {
		wythoff_table();
	} else {
		struct ex_cases cs = {
			.dims = 2, .max = 100000, .count_first = 1, .allowed = allowed, .ask = ask, .want = wythoff_want_move, .accept = wythoff_accept_move
		};
		ex_run_cases(&cs);
	}
	wythoff_end();
	return 0;
}
