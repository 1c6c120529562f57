/*
 * nimplay Nim Against the Judge, explored: Nim on the heaps (a, b, c), c a
 * parameter. The table is win/lose of the position for every (a, b) of the
 * grid, by the rules: a position is won when some move (any smaller size of
 * one heap) leaves a lost one.
 *
 * The problem is interactive: a run is one game, and the program is run here
 * on what the judge first sends, with no judge to answer it. So the input asks
 * one position only, its first move: the won position of the range that comes
 * last in table order (the largest heaps), as "3" and "a b c". The right
 * answer is any move "i y" into a lost position; what the program does after
 * that line (it reads the end of its input) does not count.
 */
#include "explore-nim.h"

static long pa = -1, pb = -1; /* the position asked */

static int allowed(long a, long b)
{
	return a == pa && b == pb;
}

static void ask(long a, long b)
{
	printf("3\n%ld %ld %ld\n", a, b, nim_c);
}

int main(int argc, char **argv)
{
	nim_start(argc, argv, 0);
	if (ex_mode == EX_TABLE) {
		nim_table();
		return 0;
	}
	for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
		for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
			if (nim_win[a][b][nim_c])
				pa = a, pb = b;
	struct ex_cases cs = {
		.dims = 2, .max = 1, .allowed = allowed, .ask = ask, .want = nim_want_move, .accept = nim_accept_move
	};
	ex_run_cases(&cs);
	return 0;
}
