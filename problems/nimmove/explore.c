/*
 * nimmove Nim, One Winning Move, explored: Nim on the heaps (a, b, c), c a
 * parameter. The table is win/lose of the position for every (a, b) of the
 * grid, by the rules: a position is won when some move (any smaller size of
 * one heap) leaves a lost one. The input asks every (a, b) as a case of three
 * heaps (at most 100000); a lost position wants "lose", a won one any move
 * "i y" that leaves a lost position (decode names the first such move when the
 * program's is not one).
 */
#include "explore-nim.h"

static int allowed(long a, long b)
{
	(void)a, (void)b;
	return 1;
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
	struct ex_cases cs = {
		.dims = 2, .max = 100000, .count_first = 1, .allowed = allowed, .ask = ask, .want = nim_want_move, .accept = nim_accept_move
	};
	ex_run_cases(&cs);
	return 0;
}
