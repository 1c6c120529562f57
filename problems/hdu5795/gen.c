/*
 * hdu5795 generator: "T", then per case "n" and a line of n heap sizes.
 *   --t T            number of cases (default 10, at most 100)
 *   --nmin --nmax    range of n (default 1..10)
 *   --smin --smax    range of heap sizes (default 1..1000000000)
 *   --near8 P        percent of heaps drawn as 8k-1, 8k or 8k+1 inside the range, the
 *                    sizes whose Grundy values differ from plain Nim (default 0)
 *   --lose P         percent of cases (with n >= 2) whose last heap is chosen so that the
 *                    position is lost for the first player, when such a heap fits in the
 *                    range (default 0). This uses the known Grundy values only to shape
 *                    the data; the brute force checks the answers independently.
 *   --seed S
 */
#include "gen.h"

static long long grundy(long long x)
{
	return x % 8 == 7 ? x + 1 : x % 8 == 0 ? x - 1 : x;
}

static long long draw_heap(long long smin, long long smax, long long near8)
{
	if (gen_range(1, 100) <= near8 && smax >= 7) {
		long long lo = (smin + 1 + 7) / 8, hi = (smax - 1) / 8;
		if (lo < 1)
			lo = 1;
		if (lo <= hi)
			return gen_range(lo, hi) * 8 + gen_range(-1, 1);
	}
	return gen_range(smin, smax);
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	long long nmin = gen_arg("nmin", 1), nmax = gen_arg("nmax", 10);
	long long smin = gen_arg("smin", 1), smax = gen_arg("smax", 1000000000);
	long long near8 = gen_arg("near8", 0);
	long long lose = gen_arg("lose", 0);
	gen_done();
	if (t < 1 || t > 100 || nmin < 1 || nmin > nmax || nmax > 1000000 || smin < 1 ||
	    smin > smax || smax > 1000000000) {
		fprintf(stderr, "gen: arguments out of range\n");
		return 2;
	}
	printf("%lld\n", t);
	for (long long k = 0; k < t; k++) {
		long long n = gen_range(nmin, nmax);
		int make_lost = n >= 2 && gen_range(1, 100) <= lose;
		long long sum = 0;
		printf("%lld\n", n);
		for (long long i = 0; i < n; i++) {
			long long x = draw_heap(smin, smax, near8);
			if (i == n - 1 && make_lost) {
				/* g is its own inverse, so g(sum) is the heap whose value is sum */
				long long want = grundy(sum);
				if (sum > 0 && want >= smin && want <= smax)
					x = want;
			}
			sum ^= grundy(x);
			printf(i ? " %lld" : "%lld", x);
		}
		printf("\n");
	}
	return 0;
}
