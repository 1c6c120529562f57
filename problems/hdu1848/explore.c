/*
 * hdu1848 Fibonacci again and again, explored: one heap of n stones, a move
 * takes a Fibonacci number (1, 2, 3, 5, 8, ...) of them. The table is the
 * Sprague-Grundy value of the heap, by mex over the moves. The move set has no
 * largest element, so no periodicity theorem holds: a pattern is only checked
 * over the computed range. The input asks "n 1 1" for each n in 1..1000 (a heap
 * of 1 has value 1, so the three heaps lose exactly when n has value 0), at
 * most 100000 cases, ended by "0 0 0"; the answer is Fibo when it wins.
 */
#include "explore.h"

static int *g;

static int allowed(long n, long unused)
{
	(void)unused;
	return n >= 1 && n <= 1000;
}

static void ask(long n, long unused)
{
	(void)unused;
	printf("%ld 1 1\n", n);
}

static const char *want(long n, long unused, int k)
{
	(void)unused, (void)k;
	return g[n] ? "Fibo" : "Nacci";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 1);
	ex_done();
	long hi = ex_hi[0];
	g = calloc((size_t)hi + 1, sizeof *g);
	long fib[92];
	int nf = 0;
	for (long a = 1, b = 2; a <= hi && nf < 92; nf++) { /* 1, 2, then each the sum of the two before */
		fib[nf] = a;
		long c = a + b;
		a = b;
		b = c;
	}
	char seen[128];
	if (!g)
		return 3;
	for (long n = 1; n <= hi; n++) {
		memset(seen, 0, sizeof seen);
		for (int i = 0; i < nf && fib[i] <= n; i++)
			seen[g[n - fib[i]]] = 1;
		while (seen[g[n]])
			g[n]++;
	}
	if (ex_mode == EX_TABLE) {
		for (long n = ex_lo[0]; n <= hi; n++)
			ex_value(g[n]);
	} else {
		struct ex_cases c = {
			.dims = 1, .max = 100000, .end = "0 0 0", .allowed = allowed, .ask = ask, .want = want
		};
		ex_run_cases(&c);
	}
	free(g);
	return 0;
}
