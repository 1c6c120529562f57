/*
 * hdu2147 kiki's game, explored: the board n x m, the coin in the top-right
 * cell; a move takes it one cell left, down, or down-left, and the player who
 * cannot move (the coin in the bottom-left corner) loses. The table is
 * win/lose of the board for the player to move, for every (n, m) of the range,
 * filled from the moves as the brute force does: a board's start is won when
 * some move reaches a lost cell, by the coin's distance to the corner. The
 * input asks "n m" for every board (at most 100000), ended by "0 0".
 */
#include "explore.h"

static char *win;
static long cols;

static int allowed(long n, long m)
{
	return n <= 2000 && m <= 2000;
}

static void ask(long n, long m)
{
	printf("%ld %ld\n", n, m);
}

static const char *want(long n, long m, int k)
{
	(void)k;
	return win[(n - 1) * cols + (m - 1)] ? "Wonderful!" : "What a pity!";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	ex_done();
	if (ex_lo[0] < 1 || ex_lo[1] < 1)
		ex_usage("range: boards have at least one row and one column");
	long rows = ex_hi[0];
	cols = ex_hi[1];
	win = calloc((size_t)(rows * cols), 1);
	if (!win)
		return 3;
	for (long d = 0; d < rows; d++) /* d rows above the bottom, l columns right of the left */
		for (long l = 0; l < cols; l++)
			win[d * cols + l] = (l > 0 && !win[d * cols + l - 1]) || (d > 0 && !win[(d - 1) * cols + l]) ||
			                    (d > 0 && l > 0 && !win[(d - 1) * cols + l - 1]);
	if (ex_mode == EX_TABLE) {
		for (long n = ex_lo[0]; n <= rows; n++)
			for (long m = ex_lo[1]; m <= cols; m++)
				ex_value(win[(n - 1) * cols + (m - 1)]);
	} else {
		struct ex_cases c = {
			.dims = 2, .max = 100000, .end = "0 0", .allowed = allowed, .ask = ask, .want = want
		};
		ex_run_cases(&c);
	}
	free(win);
	return 0;
}
