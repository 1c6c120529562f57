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

static long asked = -1; /* the pile asked */

static int allowed(long n, long unused)
{
	(void)unused;
	return n == asked;
}

/* Whether taking t of the first player's n leaves a lost state. */
static int winning(long n, long t)
{
	return t >= 1 && t < n && !wins(n - t, 2 * t);
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
		for (long n = ex_lo[0]; n <= hi; n++)
			if (first_wins(n))
				asked = n;
		struct ex_cases c = { .dims = 1, .max = 1, .allowed = allowed, .ask = ask, .want = want, .accept = accept };
		ex_run_cases(&c);
	}
	free(w);
	return 0;
}
