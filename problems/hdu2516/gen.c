/*
 * Generator for hdu2516: --t cases with n in [--lo, --hi]. Per mille, --fib of
 * them are a Fibonacci number of that range and --near are a Fibonacci number
 * plus or minus one (kept inside the range); the rest are uniform. The
 * terminating 0 line ends the input.
 */
#include "gen.h"

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	long long lo = gen_arg("lo", 2);
	long long hi = gen_arg("hi", 2147483647LL);
	long long fib_pm = gen_arg("fib", 0);
	long long near_pm = gen_arg("near", 0);
	gen_done();
	long long fib[64];
	int nf = 0;
	for (long long a = 1, b = 2; a <= hi; nf++) {
		fib[nf] = a;
		long long c = a + b;
		a = b;
		b = c;
	}
	int first = 0;
	while (first < nf && fib[first] < lo)
		first++;
	for (long long i = 0; i < t; i++) {
		long long kind = gen_range(0, 999), n;
		if (first < nf && kind < fib_pm + near_pm) {
			n = fib[gen_range(first, nf - 1)];
			if (kind >= fib_pm)
				n += gen_range(0, 1) ? 1 : -1;
			if (n < lo || n > hi)
				n = fib[gen_range(first, nf - 1)];
		} else {
			n = gen_range(lo, hi);
		}
		printf("%lld\n", n);
	}
	puts("0");
	return 0;
}
