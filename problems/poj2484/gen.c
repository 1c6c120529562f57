/*
 * Generator for poj2484: --t cases, each n uniform in [--lo, --hi]; with
 * probability --small per mille an n is drawn from 1..4 instead, so the
 * Alice/Bob boundary shows up inside large inputs too. Ends with the 0 line.
 */
#include "gen.h"

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	long long lo = gen_arg("lo", 1);
	long long hi = gen_arg("hi", 1000000);
	long long small = gen_arg("small", 0);
	gen_done();
	for (long long i = 0; i < t; i++) {
		long long n = gen_range(0, 999) < small ? gen_range(1, 4) : gen_range(lo, hi);
		printf("%lld\n", n);
	}
	puts("0");
	return 0;
}
