/*
 * hdu1846 Brave Game, explored: one heap of n stones, a move takes 1..m of
 * them, the last stone wins. The table is win/lose for n in the range, filled
 * from the rules (n is won when some take leaves a lost heap; 0 is lost). It
 * is a subtraction game with largest move m, so its periodicity theorem holds.
 * The input asks "n m" for n in 1..1000, 100 cases at most (C <= 100); the
 * answer is `first` when n is won.
 */
#include "explore.h"

static char *win;
static long m;

static int allowed(long n, long unused)
{
	(void)unused;
	return n >= 1 && n <= 1000;
}

static void ask(long n, long unused)
{
	(void)unused;
	printf("%ld %ld\n", n, m);
}

static const char *want(long n, long unused, int k)
{
	(void)unused, (void)k;
	return win[n] ? "first" : "second";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 1);
	m = ex_param("m");
	ex_done();
	if (m < 1 || m > 1000)
		ex_usage("m: expected 1..1000, got %ld", m);
	long hi = ex_hi[0];
	win = calloc((size_t)hi + 1, 1);
	if (!win)
		return 3;
	for (long n = 1; n <= hi; n++)
		for (long t = 1; t <= m && t <= n && !win[n]; t++)
			win[n] = !win[n - t];
	if (ex_mode == EX_TABLE) {
		ex_theorem("subtraction", m);
		for (long n = ex_lo[0]; n <= hi; n++)
			ex_value(win[n]);
	} else {
		struct ex_cases c = {
			.dims = 1, .max = 100, .count_first = 1, .allowed = allowed, .ask = ask, .want = want
		};
		ex_run_cases(&c);
	}
	free(win);
	return 0;
}
