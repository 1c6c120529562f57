/*
 * fibnimplay Fibonacci Nim, Play It Out, explored: one pile of n stones; the
 * first move takes 1..n - 1, every later one 1..twice the move before;
 * whoever takes the last stone wins. The table is win/lose of the pile for the
 * first player, by the rules over the states (stones left, largest take
 * allowed): a state is won when some take empties the pile or leaves a lost
 * state. No theorem: the pattern is seen over the range only.
 *
 * The problem is interactive: a run is one game, and the program is run here
 * on what the judge first sends, with no judge to answer it. So the input asks
 * one pile only, by the program's first take: the largest won n of the range.
 * The right answer is any take that leaves a lost state; what the program does
 * after that line (it reads the end of its input) does not count.
 */
#include "explore-fibnim.h"

static long asked = -1; /* the pile asked */

static int allowed(long n, long unused)
{
	(void)unused;
	return n == asked;
}

/* Whether taking t of the first player's n leaves a lost state. */
static int winning(long n, long t)
{
	return t >= 1 && t < n && !fibnim_wins(n - t, 2 * t);
}

static int accept(long n, long unused, const char *got)
{
	char *end;
	(void)unused;
	if (strspn(got, "0123456789") != strlen(got) || !*got)
		return 0;
	long t = strtol(got, &end, 10);
	return winning(n, t);
}

static void ask(long n, long unused)
{
	(void)unused;
	printf("%ld\n", n);
}

static const char *want(long n, long unused, int k)
{
	static char buf[24];
	(void)unused, (void)k;
	for (long t = 1; t < n; t++)
		if (winning(n, t)) {
			snprintf(buf, sizeof buf, "%ld", t);
			return buf;
		}
	return "no winning take";
}

int main(int argc, char **argv)
{
	fibnim_start(argc, argv);
	if (ex_mode == EX_TABLE) {
		fibnim_table();
	} else {
		for (long n = ex_lo[0]; n <= ex_hi[0]; n++)
			if (fibnim_first_wins(n))
				asked = n;
		struct ex_cases c = { .dims = 1, .max = 1, .allowed = allowed, .ask = ask, .want = want, .accept = accept };
		ex_run_cases(&c);
	}
	fibnim_end();
	return 0;
}
