/*
 * hdu2516 Fibonacci Nim, explored: one pile of n stones; the first move takes
 * 1..n - 1, every later one 1..twice the move before; whoever takes the last
 * stone wins. The table is win/lose of the pile for the first player, by the
 * rules over the states (stones left, largest take allowed): a state is won
 * when some take empties the pile or leaves a lost state. No theorem: the
 * pattern is seen over the range only. The input asks each n >= 2 of the range
 * on its own line (at most 100000), ended by 0.
 */
#include "explore.h"

#define TOP 3000

static char *w; /* w[r * (TOP + 1) + k]: with r stones left and takes of 1..k allowed, the mover wins */

static int wins(long r, long k)
{
	return w[r * (TOP + 1) + (k < r ? k : r)];
}

/* w for every state up to top stones: a take of k adds the chance of winning by it. */
static void solve(long top)
{
	for (long r = 1; r <= top; r++)
		for (long k = 1; k <= r; k++)
			w[r * (TOP + 1) + k] = (char)(w[r * (TOP + 1) + k - 1] || k == r || !wins(r - k, 2 * k));
}

/* The first player's pile of n: some first take of 1..n - 1 leaves a lost state. */
static int first_wins(long n)
{
	for (long t = 1; t < n; t++)
		if (!wins(n - t, 2 * t))
			return 1;
	return 0;
}

static int allowed(long n, long unused)
{
	(void)unused;
	return n >= 2;
}

static void ask(long n, long unused)
{
	(void)unused;
	printf("%ld\n", n);
}

static const char *want(long n, long unused, int k)
{
	(void)unused, (void)k;
	return first_wins(n) ? "First win" : "Second win";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 1);
	ex_done();
	long hi = ex_hi[0];
	if (hi > TOP)
		ex_usage("range: piles up to %d only, got %ld", TOP, hi);
	w = calloc((size_t)(hi + 1) * (TOP + 1), 1);
	if (!w)
		return 3;
	solve(hi);
	if (ex_mode == EX_TABLE) {
		for (long n = ex_lo[0]; n <= hi; n++)
			ex_value(first_wins(n));
	} else {
		struct ex_cases c = { .dims = 1, .max = 100000, .end = "0", .allowed = allowed, .ask = ask, .want = want };
		ex_run_cases(&c);
	}
	free(w);
	return 0;
}
