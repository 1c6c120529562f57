/*
 * hdu1907 generator: misere Nim positions, "T" then T cases of "N" and N piles.
 *
 * Random mode (default):
 *   --t T         number of cases (default 1)
 *   --nlo, --nhi  pile count N drawn from [nlo, nhi] (default 1..47)
 *   --lo, --hi    pile sizes drawn from [lo, hi] (default 1..4747)
 *   --ones P      percent of cases with every pile of size 1 (default 0)
 *   --single P    percent of cases with exactly one pile above 1 (default 0)
 *   --sprinkle P  percent of piles set to 1 in the other cases (default 0)
 *   --zero P      percent of the other cases made xor-zero by choosing the
 *                 last pile, when it fits in [lo, hi] (default 0)
 * Exhaustive mode:
 *   --all 1       every tuple of N piles in [lo, hi] for every N in
 *                 [nlo, nhi], in an order shuffled by the seed (at most 474)
 */
#include "gen.h"

static long long lo, hi;

static void print_case(int n, const long long *a)
{
	printf("%d\n", n);
	for (int i = 0; i < n; i++)
		printf("%lld%c", a[i], i + 1 < n ? ' ' : '\n');
}

static void exhaustive(long long nlo, long long nhi)
{
	static long long code[474];
	long long total = 0, width = hi - lo + 1;
	for (long long n = nlo; n <= nhi; n++) {
		long long per = 1;
		for (long long i = 0; i < n; i++)
			per *= width;
		for (long long k = 0; k < per; k++) {
			if (total == 474) {
				fprintf(stderr, "gen: more than 474 cases\n");
				exit(2);
			}
			code[total++] = k * 100 + n;
		}
	}
	for (long long i = total - 1; i > 0; i--) {
		long long k = gen_range(0, i), tmp = code[i];
		code[i] = code[k];
		code[k] = tmp;
	}
	printf("%lld\n", total);
	for (long long c = 0; c < total; c++) {
		int n = (int)(code[c] % 100);
		long long k = code[c] / 100, a[64];
		for (int i = 0; i < n; i++) {
			a[i] = lo + k % width;
			k /= width;
		}
		print_case(n, a);
	}
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 1);
	long long nlo = gen_arg("nlo", 1), nhi = gen_arg("nhi", 47);
	lo = gen_arg("lo", 1);
	hi = gen_arg("hi", 4747);
	long long ones = gen_arg("ones", 0), single = gen_arg("single", 0);
	long long sprinkle = gen_arg("sprinkle", 0), zero = gen_arg("zero", 0);
	long long all = gen_arg("all", 0);
	gen_done();

	if (all) {
		exhaustive(nlo, nhi);
		return 0;
	}
	printf("%lld\n", t);
	for (long long c = 0; c < t; c++) {
		int n = (int)gen_range(nlo, nhi);
		long long a[64], kind = gen_range(1, 100);
		if (kind <= ones) {
			for (int i = 0; i < n; i++)
				a[i] = 1;
		} else if (kind <= ones + single) {
			for (int i = 0; i < n; i++)
				a[i] = 1;
			if (hi >= 2)
				a[gen_range(0, n - 1)] = gen_range(lo > 2 ? lo : 2, hi);
		} else {
			int want_zero = gen_range(1, 100) <= zero;
			for (int tries = 0;; tries++) {
				long long x = 0;
				for (int i = 0; i < n; i++) {
					a[i] = gen_range(1, 100) <= sprinkle ? 1 : gen_range(lo, hi);
					x ^= a[i];
				}
				if (!want_zero || tries == 1000)
					break;
				x ^= a[n - 1];
				if (x >= lo && x <= hi) {
					a[n - 1] = x;
					break;
				}
			}
		}
		print_case(n, a);
	}
	return 0;
}
