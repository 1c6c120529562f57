/*
 * Generator for twoqueues: --t cases, the first queue's length uniform in
 * [--hlo, --hhi] and the second's in [--wlo, --whi] (cut so that each sums to
 * at most 5000 over the cases), values in [0, --vmax] with --zero per mille of
 * them 0. The threshold m is, by --mkind (or at random when it is -1):
 *   0  uniform in [1, total + 2] (total: every value of both queues summed);
 *   1  exactly the sum of some prefix pair (at least 1), so a move can reach
 *      m without passing it;
 *   2  above the total (up to 10^18), so the game ends with both queues empty;
 *   3  the sum of two prefixes about --frac per mille deep into each queue,
 *      so the diagonal walk stops there.
 */
#include "gen.h"

#define MAXM 1000000000000000000LL

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 5);
	long long hlo = gen_arg("hlo", 1), hhi = gen_arg("hhi", 8);
	long long wlo = gen_arg("wlo", 1), whi = gen_arg("whi", 8);
	long long vmax = gen_arg("vmax", 5);
	long long zero = gen_arg("zero", 100);
	long long mkind = gen_arg("mkind", -1);
	long long frac = gen_arg("frac", 500);
	gen_done();
	long long lefth = 5000, leftw = 5000;
	long long *a = malloc(5001 * sizeof *a), *b = malloc(5001 * sizeof *b);
	if (!a || !b)
		return 3;
	printf("%lld\n", t);
	for (long long c = 0; c < t; c++) {
		long long keep = t - c - 1; /* one value each for the cases still to come */
		long long h = gen_range(hlo, hhi), w = gen_range(wlo, whi);
		if (h > lefth - keep)
			h = lefth - keep;
		if (w > leftw - keep)
			w = leftw - keep;
		if (h < 1)
			h = 1;
		if (w < 1)
			w = 1;
		lefth -= h, leftw -= w;
		long long total = 0;
		for (long long i = 0; i < h; i++)
			total += a[i] = gen_range(0, 999) < zero ? 0 : gen_range(0, vmax);
		for (long long j = 0; j < w; j++)
			total += b[j] = gen_range(0, 999) < zero ? 0 : gen_range(0, vmax);
		long long kind = mkind >= 0 ? mkind : gen_range(0, 2);
		long long m = 1;
		if (kind == 0) {
			m = gen_range(1, total + 2);
		} else if (kind == 2) {
			m = gen_range(0, 1) ? MAXM : gen_range(total + 1, total + 3);
		} else {
			long long x = kind == 1 ? gen_range(0, h) : h * frac / 1000;
			long long y = kind == 1 ? gen_range(0, w) : w * frac / 1000;
			m = 0;
			for (long long i = 0; i < x; i++)
				m += a[i];
			for (long long j = 0; j < y; j++)
				m += b[j];
			if (m < 1)
				m = 1;
		}
		printf("%lld %lld %lld\n", h, w, m);
		for (long long i = 0; i < h; i++)
			printf("%lld%c", a[i], i + 1 < h ? ' ' : '\n');
		for (long long j = 0; j < w; j++)
			printf("%lld%c", b[j], j + 1 < w ? ' ' : '\n');
	}
	free(a);
	free(b);
	return 0;
}
