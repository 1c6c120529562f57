/*
 * poj2484 A Funny Game, explored: n coins in a circle; a move takes one coin
 * or two adjacent ones; whoever takes the last coin wins. The table is
 * win/lose of the circle of n for the first player, by the rules: the first
 * move leaves a row of n - 1 or n - 2 coins, and a row's Sprague-Grundy value
 * is the mex over every move in it (one or two adjacent coins, splitting the
 * row in two, whose values xor). No theorem (the circle is no octal game): a
 * pattern is seen over the range only. The input asks each n >= 1 of the range
 * on its own line (at most 100000), ended by 0.
 */
#include "explore.h"

#define TOP 3000

static int row[TOP + 1]; /* row[l]: the Sprague-Grundy value of a row of l coins */

static void solve(long top)
{
	static char seen[4 * TOP];
	for (long l = 1; l <= top; l++) {
		memset(seen, 0, sizeof seen);
		for (long take = 1; take <= 2 && take <= l; take++)
			for (long left = 0; left + take <= l; left++)
				seen[row[left] ^ row[l - take - left]] = 1;
		while (seen[row[l]])
			row[l]++;
	}
}

/* The circle of n: some first move leaves a row of value 0. */
static int wins(long n)
{
	return (n >= 1 && row[n - 1] == 0) || (n >= 2 && row[n - 2] == 0);
}

static int allowed(long n, long unused)
{
	(void)unused;
	return n >= 1;
}

static void ask(long n, long unused)
{
	(void)unused;
	printf("%ld\n", n);
}

static const char *want(long n, long unused, int k)
{
	(void)unused, (void)k;
	return wins(n) ? "Alice" : "Bob";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 1);
	ex_done();
	long hi = ex_hi[0];
	if (hi > TOP)
		ex_usage("range: circles up to %d only, got %ld", TOP, hi);
	solve(hi);
	if (ex_mode == EX_TABLE) {
		for (long n = ex_lo[0]; n <= hi; n++)
			ex_value(wins(n));
		return 0;
	}
	struct ex_cases c = { .dims = 1, .max = 100000, .end = "0", .allowed = allowed, .ask = ask, .want = want };
	ex_run_cases(&c);
	return 0;
}
