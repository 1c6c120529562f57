/*
 * Generator for HDU 2509: c cases, each with n in [nlo, nhi] rows whose
 * lengths are 1 with probability pone percent and otherwise uniform in
 * [alo, ahi]. --maxsum caps a case's total (later rows become 1s) so the
 * brute force stays fast. With probability zero percent the last row is set
 * to the XOR of the others when that is a legal length, which makes the
 * XOR 0 (rare among random rows).
 *
 *   gen --c 100 --nlo 1 --nhi 6 --alo 1 --ahi 8 --pone 20 --maxsum 28 --zero 40 --seed 1
 */
#include "gen.h"

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long cases = gen_arg("c", 10);
	long long nlo = gen_arg("nlo", 1), nhi = gen_arg("nhi", 100);
	long long alo = gen_arg("alo", 1), ahi = gen_arg("ahi", 100);
	long long pone = gen_arg("pone", 0);
	long long maxsum = gen_arg("maxsum", 1000000);
	long long zero = gen_arg("zero", 0);
	gen_done();

	for (long long k = 0; k < cases; k++) {
		long long n = gen_range(nlo, nhi);
		long long v[100], total = 0, x = 0;
		for (long long i = 0; i < n; i++) {
			v[i] = gen_range(0, 99) < pone ? 1 : gen_range(alo, ahi);
			/* leave room for a 1 in every later row */
			if (total + v[i] + (n - 1 - i) > maxsum)
				v[i] = 1;
			total += v[i];
			if (i + 1 < n)
				x ^= v[i];
		}
		if (n >= 2 && gen_range(0, 99) < zero && x >= 1 && x <= ahi &&
		    total - v[n - 1] + x <= maxsum)
			v[n - 1] = x;
		printf("%lld\n", n);
		for (long long i = 0; i < n; i++)
			printf("%lld%c", v[i], i + 1 < n ? ' ' : '\n');
	}
	return 0;
}
