/*
 * Generator for fibnimplay: one line "n s d g" (see validate.c).
 *
 *   --lo A --hi B  the pile n in [A, B] (2 <= A <= B <= 10^18)
 *   --kind K       0: uniform; 1: a Fibonacci number plus one (the smallest Zeckendorf term is
 *                  1, so "always take one" survives the first move); 2: a Fibonacci number
 *                  minus one (many small terms); 3: the sum of two Fibonacci numbers far apart
 *                  (one large smallest term). Kinds 1 to 3 pick uniformly among the numbers
 *                  of that kind in [A, B], falling back to uniform when there is none.
 *   --d D --g G    the interactor's slow and gentle budgets; -1 (the default): D uniform in
 *                  [0, 1000], G uniform in [0, 50] (a gentle move lets naive players live, so a
 *                  test whose whole game is gentle would catch none of them)
 * n is never a Fibonacci number: a uniform pick that hits one moves to a neighbour in range
 * (every range of two numbers or more from 2 up holds a non-Fibonacci number except {2, 3}).
 * The interactor's seed is drawn from the generator's seed.
 */
#include "gen.h"

#define MAX_N 1000000000000000000LL

static long long fib[92];
static int nfib;

static int is_fib(long long x)
{
	for (int i = 0; i < nfib; i++)
		if (fib[i] == x)
			return 1;
	return 0;
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long lo = gen_arg("lo", 2), hi = gen_arg("hi", 1000);
	long long kind = gen_arg("kind", 0), d = gen_arg("d", -1), g = gen_arg("g", -1);
	gen_done();
	if (lo < 2 || hi > MAX_N || lo > hi || (lo == 2 && hi == 3) || kind < 0 || kind > 3 || d < -1 || d > 1000 ||
	    g < -1 || g > 1000) {
		fprintf(stderr, "gen: need 2 <= lo <= hi <= 10^18 (not just 2..3), kind 0..3, d and g -1..1000\n");
		return 2;
	}
	fib[0] = 1, fib[1] = 2;
	for (nfib = 2; fib[nfib - 1] <= MAX_N; nfib++)
		fib[nfib] = fib[nfib - 1] + fib[nfib - 2];

	long long pick[4096], n = 0;
	int np = 0;
	for (int i = 0; i < nfib; i++)
		for (int j = 0; j < (kind == 3 ? i - 1 : 1); j++) {
			long long x = kind == 1 ? fib[i] + 1 : kind == 2 ? fib[i] - 1 : fib[i] + fib[j];
			if (kind != 0 && x >= lo && x <= hi && !is_fib(x) && (kind != 3 || i - j >= 8))
				pick[np++] = x;
		}
	if (np > 0) {
		n = pick[gen_range(0, np - 1)];
	} else {
		n = gen_range(lo, hi);
		while (is_fib(n))
			n = n + 1 <= hi ? n + 1 : n - 1;
	}
	long long seed = gen_range(0, MAX_N);
	printf("%lld %lld %lld %lld\n", n, seed, d < 0 ? gen_range(0, 1000) : d, g < 0 ? gen_range(0, 50) : g);
	return 0;
}
