/*
 * Generator for zeroruns: --t strings, each built run by run until its length,
 * drawn in [--lo, --hi], is reached (lengths are cut to sum to at most
 * 2*10^6): a run of zeros of length 0..--rmax, then a block of 1..--gap ones.
 * By --balance (per mille) the last run is chosen so that the xor of the run
 * lengths is 0 when it fits, so "Second" stays common; by --ones (per mille) a
 * string is all '1's. A string may start and end with either character.
 * --all 1 instead prints every string with length in [--lo, --hi], in an
 * order shuffled by the seed.
 */
#include "gen.h"

static char *s;

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	long long lo = gen_arg("lo", 1), hi = gen_arg("hi", 12);
	long long rmax = gen_arg("rmax", 4), gap = gen_arg("gap", 2);
	long long balance = gen_arg("balance", 300);
	long long ones = gen_arg("ones", 20);
	long long all = gen_arg("all", 0);
	gen_done();
	if (all) {
		long long count = 0;
		for (long long n = lo; n <= hi; n++)
			count += 1LL << n;
		long long *code = malloc((size_t)count * sizeof *code);
		if (!code)
			return 3;
		long long k = 0;
		for (long long n = lo; n <= hi; n++)
			for (long long c = 0; c < 1LL << n; c++)
				code[k++] = c | 1LL << n; /* the top bit marks the length */
		for (long long i = count - 1; i > 0; i--) {
			long long j = gen_range(0, i), tmp = code[i];
			code[i] = code[j];
			code[j] = tmp;
		}
		printf("%lld\n", count);
		for (long long i = 0; i < count; i++) {
			int n = 63 - __builtin_clzll((unsigned long long)code[i]);
			for (int p = 0; p < n; p++)
				putchar(code[i] >> p & 1 ? '1' : '0');
			putchar('\n');
		}
		free(code);
		return 0;
	}
	s = malloc(1000001);
	if (!s)
		return 3;
	long long left = 2000000;
	printf("%lld\n", t);
	for (long long c = 0; c < t; c++) {
		long long n = gen_range(lo, hi), keep = t - c - 1;
		if (n > left - keep)
			n = left - keep;
		if (n < 1)
			n = 1;
		left -= n;
		if (gen_range(0, 999) < ones) {
			memset(s, '1', (size_t)n);
		} else {
			long long p = 0, x = 0, last = -1;
			if (gen_range(0, 1)) /* start with ones half of the time */
				for (long long g = gen_range(1, gap); g > 0 && p < n; g--)
					s[p++] = '1';
			while (p < n) {
				long long r = gen_range(0, rmax);
				if (r > n - p)
					r = n - p;
				last = p;
				for (long long i = 0; i < r; i++)
					s[p++] = '0';
				x ^= r;
				for (long long g = gen_range(1, gap); g > 0 && p < n; g--)
					s[p++] = '1';
			}
			/* make the xor 0 by resizing the last run of zeros, the string keeping its length */
			if (last >= 0 && gen_range(0, 999) < balance) {
				long long r = 0;
				while (last + r < n && s[last + r] == '0')
					r++;
				long long want = x ^ r; /* the xor of the other runs */
				long long room = n - last; /* the run and the ones after it */
				if (want <= room) {
					for (long long i = 0; i < room; i++)
						s[last + i] = i < want ? '0' : '1';
				}
			}
		}
		fwrite(s, 1, (size_t)n, stdout);
		putchar('\n');
	}
	free(s);
	return 0;
}
