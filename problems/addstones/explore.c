/*
 * addstones, explored: a pile starts empty (s = 0), a move adds 1..k stones,
 * and whoever makes it hold at least n wins. The table is win/lose for the
 * player to move, for each n in the range, filled from the rules as the brute
 * force does: with p stones on the pile, adding j >= n - p wins at once, and
 * otherwise wins when it leaves a lost pile; a full pile (n = 0 here) is lost.
 * What matters is the distance to n, and from a distance d > k the moves are
 * exactly the subtraction game with moves 1..k, so the periodicity theorem of
 * subtraction games holds with largest move k. The input asks "n 0 k" for
 * every n of the range (T <= 100000); the answer is A when n is won.
 */
#include "explore.h"

static char *win; /* win[d]: the player to move wins with d stones still missing */
static long k;

static int allowed(long n, long unused)
{
	(void)n, (void)unused;
	return 1;
}

static void ask(long n, long unused)
{
	(void)unused;
	printf("%ld 0 %ld\n", n, k);
}

static const char *want(long n, long unused, int c)
{
	(void)unused, (void)c;
	return win[n] ? "A" : "B";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 1);
	k = ex_param("k");
	ex_done();
	if (k < 1 || k > 1000000)
		ex_usage("k: expected 1..1000000, got %ld", k);
	long hi = ex_hi[0];
	win = calloc((size_t)hi + 1, 1);
	if (!win)
		return 3;
	for (long d = 1; d <= hi; d++)
		for (long j = 1; j <= k && !win[d]; j++)
			win[d] = j >= d || !win[d - j];
	if (ex_mode == EX_TABLE) {
		ex_theorem("subtraction", k);
		for (long n = ex_lo[0]; n <= hi; n++)
			ex_value(win[n]);
	} else {
		struct ex_cases c = {
			.dims = 1, .max = 100000, .count_first = 1, .allowed = allowed, .ask = ask, .want = want
		};
		ex_run_cases(&c);
	}
	free(win);
	return 0;
}
