/*
 * twoends generator: --cases C rows (at least one), each of a length drawn
 * uniformly from --minn..--maxn, with values uniform in -maxv..maxv shifted by
 * --shift (so --shift 0 --maxv 9 gives -9..9, --shift 1000000000 --maxv 0 is
 * all 10^9). --sum caps the total length: generation stops early (keeping at
 * least one row) when the next row would pass it, and the last row is cut to
 * fit. --ones 1 makes every row of length 1.
 */
#include "gen.h"

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long cases = gen_arg("cases", 5);
	long long minn = gen_arg("minn", 1);
	long long maxn = gen_arg("maxn", 10);
	long long maxv = gen_arg("maxv", 1000000000);
	long long shift = gen_arg("shift", 0);
	long long sum = gen_arg("sum", 1000000);
	gen_done();
	long long used = 0;
	for (long long c = 0; c < cases && used < sum; c++) {
		long long n = gen_range(minn, maxn);
		if (n > sum - used)
			n = sum - used;
		used += n;
		printf("%lld\n", n);
		for (long long i = 0; i < n; i++) {
			long long v = shift + gen_range(-maxv, maxv);
			printf(i + 1 < n ? "%lld " : "%lld\n", v);
		}
	}
	return 0;
}
