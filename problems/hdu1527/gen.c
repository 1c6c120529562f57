/*
 * Generator for hdu1527: --t lines "a b" with heaps in [0, --max]. Per mille,
 * --p of them are losing positions (a_k, a_k + k), --near are a losing position
 * moved by one in one or both heaps, and --fibk are losing positions whose k is
 * a Fibonacci number or a sum of two (where k * phi lies closest to an integer
 * and floating point goes wrong); the rest are uniform. The two heaps of a
 * chosen position are printed in random order. The losing positions are found
 * with integers only: a_k = (k + isqrt(5 k^2)) / 2.
 */
#include "gen.h"

static long long isqrt(long long v)
{
	long long lo = 0, hi = 3037000499LL; /* floor(sqrt(2^63 - 1)) */
	while (lo < hi) {
		long long mid = lo + (hi - lo + 1) / 2;
		if (mid <= v / mid)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

static long long lower(long long k) { return (k + isqrt(5 * k * k)) / 2; }

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	long long max = gen_arg("max", 1000000000);
	long long p_pm = gen_arg("p", 0);
	long long near_pm = gen_arg("near", 0);
	long long fib_pm = gen_arg("fibk", 0);
	gen_done();
	long long lo = 0, hi = max; /* the largest k with a_k + k <= max */
	while (lo < hi) {
		long long mid = lo + (hi - lo + 1) / 2;
		if (lower(mid) + mid <= max)
			lo = mid;
		else
			hi = mid - 1;
	}
	long long kmax = lo;
	long long fib[64];
	int nf = 0;
	for (long long x = 1, y = 2; x <= kmax; nf++) {
		fib[nf] = x;
		long long z = x + y;
		x = y;
		y = z;
	}
	for (long long i = 0; i < t; i++) {
		long long kind = gen_range(0, 999), a, b;
		if (kind < p_pm + near_pm + fib_pm) {
			long long k = gen_range(0, kmax);
			if (kind >= p_pm + near_pm && nf > 0) {
				k = fib[gen_range(0, nf - 1)];
				long long k2 = k + fib[gen_range(0, nf - 1)];
				if (gen_range(0, 1) && k2 <= kmax)
					k = k2;
			}
			a = lower(k);
			b = a + k;
			if (kind >= p_pm && kind < p_pm + near_pm) {
				long long da = gen_range(-1, 1), db = gen_range(-1, 1);
				if (da == 0 && db == 0)
					db = 1;
				if (a + da >= 0 && a + da <= max && b + db >= 0 && b + db <= max) {
					a += da;
					b += db;
				}
			}
			if (gen_range(0, 1)) {
				long long s = a;
				a = b;
				b = s;
			}
		} else {
			a = gen_range(0, max);
			b = gen_range(0, max);
		}
		printf("%lld %lld\n", a, b);
	}
	return 0;
}
