/*
 * addstones generator.
 *
 *   --mode 0  (default) --t T cases at random: k and the missing amount
 *             d = n - s are drawn uniformly or log-uniformly up to --maxk and
 *             --maxn, and half of the cases make d a multiple of k + 1 (or
 *             one away from it) so both answers stay common.
 *   --mode 1  every case with n <= --maxn, s <= n, k <= --maxk, in an order
 *             shuffled by the seed (--t is not used).
 *   --mode 2  --t cases at the top of the range: n = --maxn, and k and s
 *             are drawn near their extremes.
 */
#include "gen.h"

static long long maxn, maxk;

/* Uniform in [lo, hi] half of the time, else roughly log-uniform. */
static long long pick(long long lo, long long hi)
{
	if (hi <= lo)
		return lo;
	if (gen_range(0, 1))
		return gen_range(lo, hi);
	int bits = (int)gen_range(0, 62);
	long long top = (long long)((1ULL << bits) - 1);
	if (top > hi - lo)
		top = hi - lo;
	return lo + gen_range(0, top);
}

static void random_case(void)
{
	long long k = pick(1, maxk);
	long long d;
	int kind = (int)gen_range(0, 3);
	unsigned long long step = (unsigned long long)k + 1;
	if (kind >= 2 || (unsigned long long)maxn < step) {
		d = pick(0, maxn);
	} else {
		long long m = pick(0, (long long)((unsigned long long)maxn / step));
		d = (long long)((unsigned long long)m * step);
		if (kind == 1) { /* one below or above a multiple */
			if (gen_range(0, 1) && d > 0)
				d--;
			else if (d < maxn)
				d++;
		}
	}
	long long s = pick(0, maxn - d);
	printf("%lld %lld %lld\n", s + d, s, k);
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long mode = gen_arg("mode", 0);
	maxn = gen_arg("maxn", 100);
	maxk = gen_arg("maxk", 10);
	if (mode == 1) {
		gen_done();
		long long cnt = 0;
		for (long long n = 0; n <= maxn; n++)
			cnt += (n + 1) * maxk;
		long long (*all)[3] = malloc(sizeof *all * (size_t)cnt);
		if (!all)
			return 2;
		long long m = 0;
		for (long long n = 0; n <= maxn; n++)
			for (long long s = 0; s <= n; s++)
				for (long long k = 1; k <= maxk; k++)
					all[m][0] = n, all[m][1] = s, all[m][2] = k, m++;
		for (long long i = cnt - 1; i > 0; i--) { /* the seed picks the order */
			long long j = gen_range(0, i);
			for (int c = 0; c < 3; c++) {
				long long tmp = all[i][c];
				all[i][c] = all[j][c];
				all[j][c] = tmp;
			}
		}
		printf("%lld\n", cnt);
		for (long long i = 0; i < cnt; i++)
			printf("%lld %lld %lld\n", all[i][0], all[i][1], all[i][2]);
		free(all);
		return 0;
	}
	long long t = gen_arg("t", 10);
	gen_done();
	printf("%lld\n", t);
	for (long long i = 0; i < t; i++) {
		if (mode == 2) {
			long long k = maxk - pick(0, maxk - 1);
			long long s = pick(0, maxn);
			if (gen_range(0, 3) == 0)
				s = 0;
			printf("%lld %lld %lld\n", maxn, s, k);
		} else {
			random_case();
		}
	}
	return 0;
}
