/*
 * hdu1850 generator: Nim positions, one case per block, then the closing 0.
 *
 *   --cases C     number of cases (default 1)
 *   --mlo, --mhi  pile count M drawn from [mlo, mhi] (default 2..100)
 *   --lo, --hi    pile sizes drawn from [lo, hi] (default 1..1000000)
 *   --zero P      percent of cases made losing (xor of the piles zero) when a
 *                 last pile in [lo, hi] can close the xor (default 0)
 *   --skew K      when 1, each pile first picks a random bit length, so small
 *                 and large piles mix and the xor's top bit varies (default 0)
 */
#include "gen.h"

static long long lo, hi, skew;

static long long pile(void)
{
	if (!skew)
		return gen_range(lo, hi);
	long long top = 1;
	int bits = (int)gen_range(0, 20);
	top <<= bits;
	long long h = top < hi ? top : hi;
	if (h < lo)
		h = lo;
	return gen_range(lo, h);
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long cases = gen_arg("cases", 1);
	long long mlo = gen_arg("mlo", 2), mhi = gen_arg("mhi", 100);
	lo = gen_arg("lo", 1);
	hi = gen_arg("hi", 1000000);
	long long zero = gen_arg("zero", 0);
	skew = gen_arg("skew", 0);
	gen_done();

	static long long a[128];
	for (long long c = 0; c < cases; c++) {
		int m = (int)gen_range(mlo, mhi);
		int want_zero = gen_range(1, 100) <= zero;
		for (int tries = 0;; tries++) {
			long long x = 0;
			for (int i = 0; i < m; i++) {
				a[i] = pile();
				x ^= a[i];
			}
			if (!want_zero || tries == 1000)
				break;
			x ^= a[m - 1];
			if (x >= lo && x <= hi) {
				a[m - 1] = x;
				break;
			}
		}
		printf("%d\n", m);
		for (int i = 0; i < m; i++)
			printf("%lld%c", a[i], i + 1 < m ? ' ' : '\n');
	}
	printf("0\n");
	return 0;
}
