/*
 * hdu2516 Fibonacci Nim, explored: one pile of n stones; the first move takes
 * 1..n - 1, every later one 1..twice the move before; whoever takes the last
 * stone wins. The table is win/lose of the pile for the first player, by the
 * rules over the states (stones left, largest take allowed): a state is won
 * when some take empties the pile or leaves a lost state. No theorem: the
 * pattern is seen over the range only. The input asks each n >= 2 of the range
 * on its own line (at most 100000), ended by 0.
 */
#include "explore-fibnim.h"

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
	return fibnim_first_wins(n) ? "First win" : "Second win";
}

int main(int argc, char **argv)
{
	fibnim_start(argc, argv);
	if (ex_mode == EX_TABLE) {
		fibnim_table();
	} else {
		struct ex_cases c = { .dims = 1, .max = 100000, .end = "0", .allowed = allowed, .ask = ask, .want = want };
		ex_run_cases(&c);
	}
	fibnim_end();
	return 0;
}
