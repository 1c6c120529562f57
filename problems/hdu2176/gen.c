/*
 * Generator for hdu2176: --cases cases, each with m heaps, m uniform in
 * [1, --m] (exactly --m with --mfix 1), heaps uniform in [1, --max].
 * Per mille, --dup of the heaps repeat an earlier heap of the case, and --lose
 * of the cases get a last heap chosen to make the xor 0 (when that value is in
 * range). With --allwin 1 every heap holds the highest bit of --max (one heap
 * lacks it when m is even), so nearly every heap is a winning move. Ends with
 * the 0 line.
 */
#include "gen.h"

static long long heap[200000];

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long cases = gen_arg("cases", 5);
	long long mmax = gen_arg("m", 10);
	long long mfix = gen_arg("mfix", 0);
	long long max = gen_arg("max", 2147483647);
	long long dup_pm = gen_arg("dup", 0);
	long long lose_pm = gen_arg("lose", 0);
	long long allwin = gen_arg("allwin", 0);
	gen_done();
	if (mmax < 1 || mmax > 200000 || max < 1)
		gen_fail("bad bounds", "--m/--max");
	long long top = 1;
	while (top * 2 <= max)
		top *= 2;
	for (long long c = 0; c < cases; c++) {
		long long m = mfix ? mmax : gen_range(1, mmax);
		long long x = 0;
		for (long long i = 0; i < m; i++) {
			long long lo = 1, hi = max;
			if (allwin) {
				if (i == m - 1 && m % 2 == 0)
					hi = top > 1 ? top - 1 : 1;
				else
					lo = top;
			}
			if (i > 0 && gen_range(0, 999) < dup_pm)
				heap[i] = heap[gen_range(0, i - 1)];
			else
				heap[i] = gen_range(lo, hi);
			x ^= heap[i];
		}
		if (m >= 2 && gen_range(0, 999) < lose_pm) {
			long long rest = x ^ heap[m - 1];
			if (rest >= 1 && rest <= max)
				heap[m - 1] = rest;
		}
		printf("%lld\n", m);
		for (long long i = 0; i < m; i++)
			printf("%lld%c", heap[i], i + 1 < m ? ' ' : '\n');
	}
	puts("0");
	return 0;
}
