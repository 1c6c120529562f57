/*
 * Generator for hdu1848. Heaps lie in [--lo, --hi] (1 <= lo <= hi <= 1000).
 *
 *   --mode 0  --cases C random triples
 *   --mode 1  every triple once, in a seeded order (at most 100000 of them)
 *   --mode 2  --cases C triples whose heaps are mostly next to a Fibonacci number
 *             (f - 1, f, f + 1) or at the ends of the range
 *   --mode 3  --cases C triples of three equal heaps
 *   --mode 4  --cases C triples, most of them lost for the first player: the third
 *             heap is picked so that the Grundy values cancel, when such a heap exists
 * The terminating "0 0 0" line always follows.
 */
#include "gen.h"

#define MAXH 1000

static int fib[32], nf;
static int sg[MAXH + 1];

static void build(void)
{
	for (int a = 1, b = 2; a <= MAXH; nf++) {
		fib[nf] = a;
		int c = a + b;
		a = b;
		b = c;
	}
	for (int h = 1; h <= MAXH; h++) {
		int seen[64] = {0};
		for (int i = 0; i < nf && fib[i] <= h; i++)
			seen[sg[h - fib[i]]] = 1;
		while (seen[sg[h]])
			sg[h]++;
	}
}

static long long lo, hi;
static long long pool[200];
static int npool;

static long long near_fib(void)
{
	if (npool == 0 || gen_range(0, 2) == 0)
		return gen_range(lo, hi);
	return pool[gen_range(0, npool - 1)];
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long mode = gen_arg("mode", 0);
	long long cases = gen_arg("cases", 10);
	lo = gen_arg("lo", 1);
	hi = gen_arg("hi", MAXH);
	gen_done();
	if (lo < 1 || hi > MAXH || lo > hi || cases < 1 || cases > 100000 || mode < 0 || mode > 4) {
		fprintf(stderr, "gen: bad arguments\n");
		return 2;
	}
	build();
	for (int i = 0; i < nf; i++)
		for (int d = -1; d <= 1; d++)
			if (fib[i] + d >= lo && fib[i] + d <= hi)
				pool[npool++] = fib[i] + d;
	pool[npool++] = lo;
	pool[npool++] = hi;
	if (mode == 1) {
		long long span = hi - lo + 1, total = span * span * span;
		if (total > 100000) {
			fprintf(stderr, "gen: too many triples\n");
			return 2;
		}
		int *order = malloc(sizeof(int) * (size_t)total);
		if (!order)
			return 2;
		for (long long i = 0; i < total; i++)
			order[i] = (int)i;
		for (long long i = total - 1; i > 0; i--) { /* Fisher-Yates */
			long long j = gen_range(0, i);
			int t = order[i];
			order[i] = order[j];
			order[j] = t;
		}
		for (long long i = 0; i < total; i++)
			printf("%lld %lld %lld\n", lo + order[i] / (span * span), lo + order[i] / span % span,
			       lo + order[i] % span);
		free(order);
	}
	for (long long i = 0; mode != 1 && i < cases; i++) {
		long long a = gen_range(lo, hi), b = gen_range(lo, hi), c = gen_range(lo, hi);
		if (mode == 2) {
			a = near_fib();
			b = near_fib();
			c = near_fib();
		} else if (mode == 3) {
			b = c = a;
		} else if (mode == 4 && gen_range(0, 3) != 0) {
			int want = sg[a] ^ sg[b], found = 0;
			for (long long h = lo; h <= hi; h++) /* count the heaps that cancel */
				found += sg[h] == want;
			if (found > 0) {
				long long k = gen_range(1, found);
				for (c = lo; k > 0; c++)
					k -= sg[c] == want;
				c--;
			}
		}
		printf("%lld %lld %lld\n", a, b, c);
	}
	puts("0 0 0");
	return 0;
}
