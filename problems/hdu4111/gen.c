/*
 * Generator for HDU 4111: T cases, each with N in [nlo, nhi] and numbers that
 * are 1 with probability pone percent and otherwise uniform in [alo, ahi].
 * --maxsum caps a case's total (numbers are drawn until it would be exceeded,
 * then the rest are 1s), which keeps cases small enough for the brute force.
 *
 *   gen --t 50 --nlo 1 --nhi 8 --alo 1 --ahi 6 --pone 30 --maxsum 40 --seed 1
 */
#include "gen.h"

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	long long nlo = gen_arg("nlo", 1), nhi = gen_arg("nhi", 50);
	long long alo = gen_arg("alo", 1), ahi = gen_arg("ahi", 1000);
	long long pone = gen_arg("pone", 0);
	long long maxsum = gen_arg("maxsum", 1000000);
	gen_done();

	printf("%lld\n", t);
	for (long long c = 0; c < t; c++) {
		long long n = gen_range(nlo, nhi);
		long long total = 0;
		printf("%lld\n", n);
		for (long long i = 0; i < n; i++) {
			long long x = gen_range(0, 99) < pone ? 1 : gen_range(alo, ahi);
			/* room for this number and a 1 for each number still to come */
			if (total + x + (n - 1 - i) > maxsum)
				x = 1;
			total += x;
			printf("%lld%c", x, i + 1 < n ? ' ' : '\n');
		}
	}
	return 0;
}
