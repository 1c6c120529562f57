/*
 * wythoffplay Wythoff's Game, Play It Out, explored: two heaps (a, b). The
 * table is win/lose of (a, b) for every cell of the grid, by the rules: a
 * position is won when some move (fewer stones in one heap, or the same number
 * fewer in both) leaves a lost one.
 *
 * The problem is interactive: a run is one game, and the program is run here
 * on what the judge first sends, with no judge to answer it. So the input asks
 * one position only, by the program's first move: the won position of the
 * range that comes last in table order, as "a b". The right answer is any "x
 * y" that is a legal move into a lost position; what the program does after
 * that line (it reads the end of its input) does not count.
 */
#include "explore-wythoff.h"

static long pa = -1, pb = -1; /* the position asked */

static int allowed(long a, long b)
{
	return a == pa && b == pb;
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
		for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
			for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
				if (!wythoff_lost(a, b))
					pa = a, pb = b;
		struct ex_cases cs = {
			.dims = 2, .max = 1, .allowed = allowed, .ask = ask, .want = wythoff_want_move, .accept = wythoff_accept_move
		};
		ex_run_cases(&cs);
	}
	wythoff_end();
	return 0;
}
