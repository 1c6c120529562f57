/*
 * hdu5795 A Simple Nim, explored: one heap of x candies; a move takes some of
 * them or splits the heap into three non-empty heaps. The table is the
 * Sprague-Grundy value of the heap, by mex over every move (every smaller heap,
 * and the xor of the three parts' values for every split), as the brute force
 * computes it. Splits make this no subtraction or octal game with a theorem, so
 * a pattern is checked over the computed range only.
 *
 * The input cannot ask for a value directly, only for win or loss, and a
 * single heap always wins. So heap x is asked as the position {x, 1, y} with y
 * the smallest heap whose value is g(x) xor 1 (or {x, 1} when g(x) = 1): by the
 * table it is lost, and a program that answers otherwise has the value of x
 * or of y wrong (decode names the heaps asked). T <= 100 cases.
 */
#include "explore.h"

#define TOP 2100

static int g[TOP + 1];
static long partner[TOP + 1]; /* y for heap x; 0: ask {x, 1}; -1: none in the table */

static int allowed(long x, long unused)
{
	(void)unused;
	return x >= 1 && partner[x] >= 0;
}

static void ask(long x, long unused)
{
	(void)unused;
	if (partner[x])
		printf("3\n%ld 1 %ld\n", x, partner[x]);
	else
		printf("2\n%ld 1\n", x);
}

static const char *what(long x, long unused)
{
	static char buf[64];
	(void)unused;
	if (partner[x])
		snprintf(buf, sizeof buf, "heaps %ld 1 %ld", x, partner[x]);
	else
		snprintf(buf, sizeof buf, "heaps %ld 1", x);
	return buf;
}

static const char *want(long x, long unused, int k)
{
	(void)x, (void)unused, (void)k;
	return "Second player wins.";
}

int main(int argc, char **argv)
{
	static char seen[4096];
	ex_init(argc, argv, 1);
	ex_done();
	long hi = ex_hi[0];
	if (hi > 2000)
		ex_usage("range: heaps up to 2000 only, got %ld", hi);
	for (int h = 1; h <= TOP; h++) {
		memset(seen, 0, sizeof seen);
		for (int y = 0; y < h; y++)
			seen[g[y]] = 1;
		for (int a = 1; 3 * a <= h; a++)
			for (int b = a; a + 2 * b <= h; b++)
				seen[g[a] ^ g[b] ^ g[h - a - b]] = 1;
		while (seen[g[h]])
			g[h]++;
	}
	if (ex_mode == EX_TABLE) {
		for (long x = ex_lo[0]; x <= hi; x++)
			ex_value(g[x]);
		return 0;
	}
	for (long x = 1; x <= hi; x++) {
		partner[x] = g[x] == 1 ? 0 : -1;
		for (long y = 1; y <= TOP && partner[x] < 0; y++)
			if (g[y] == (g[x] ^ 1))
				partner[x] = y;
	}
	struct ex_cases c = {
		.dims = 1, .max = 100, .count_first = 1, .allowed = allowed, .ask = ask, .want = want, .what = what
	};
	ex_run_cases(&c);
	return 0;
}
