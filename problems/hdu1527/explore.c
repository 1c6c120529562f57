/*
 * hdu1527 Wythoff's game, explored: two heaps a and b; a move takes any
 * number of stones from one heap, or the same number from both. The table is
 * win/lose for the player to move at (a, b), filled from the moves in order of
 * a + b as the brute force does; (0, 0) is lost. The input asks "a b" for every
 * pair (at most 100000 cases); the answer is 1 when the pair is won.
 */
#include "explore.h"

static char *win;
static long side;

static int allowed(long a, long b)
{
	(void)a, (void)b;
	return 1;
}

static void ask(long a, long b)
{
	printf("%ld %ld\n", a, b);
}

static const char *want(long a, long b, int k)
{
	(void)k;
	return win[a * side + b] ? "1" : "0";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	ex_done();
	side = (ex_hi[0] > ex_hi[1] ? ex_hi[0] : ex_hi[1]) + 1;
	win = calloc((size_t)(side * side), 1);
	if (!win)
		return 3;
	for (long a = 0; a < side; a++)
		for (long b = 0; b < side; b++) {
			char w = 0;
			for (long t = 1; !w && t <= a; t++)
				w = !win[(a - t) * side + b];
			for (long t = 1; !w && t <= b; t++)
				w = !win[a * side + b - t];
			for (long t = 1; !w && t <= a && t <= b; t++)
				w = !win[(a - t) * side + b - t];
			win[a * side + b] = w;
		}
	if (ex_mode == EX_TABLE) {
		for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
			for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
				ex_value(win[a * side + b]);
	} else {
		struct ex_cases c = { .dims = 2, .max = 100000, .allowed = allowed, .ask = ask, .want = want };
		ex_run_cases(&c);
	}
	free(win);
	return 0;
}
