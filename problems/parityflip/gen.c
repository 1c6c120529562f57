/*
 * Generator for parityflip: --t cases, n uniform in [--nlo, --nhi] (cut so
 * that n sums to at most 200000), values in [0, --vmax]. By --even (per mille)
 * a case has only even values, so that "Second" stays common; otherwise each
 * value is even with probability --evenp per mille, so that a case with odd
 * values often has just one or two of them, anywhere.
 * --all 1 instead prints every sequence with n in [--nlo, --nhi] and values in
 * [0, --vmax], in an order shuffled by the seed.
 */
#include "gen.h"

static long long even_value(long long vmax)
{
	return 2 * gen_range(0, vmax / 2);
}

static long long odd_value(long long vmax)
{
	return vmax < 1 ? 0 : 2 * gen_range(0, (vmax - 1) / 2) + 1;
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	long long nlo = gen_arg("nlo", 1), nhi = gen_arg("nhi", 5);
	long long vmax = gen_arg("vmax", 3);
	long long even = gen_arg("even", 400);
	long long evenp = gen_arg("evenp", 800);
	long long all = gen_arg("all", 0);
	gen_done();
	if (all) {
		long long count = 0, per[64];
		for (long long n = nlo; n <= nhi; n++) {
			per[n] = 1;
			for (long long i = 0; i < n; i++)
				per[n] *= vmax + 1;
			count += per[n];
		}
		long long *code = malloc((size_t)count * sizeof *code);
		int *len = malloc((size_t)count * sizeof *len);
		if (!code || !len)
			return 3;
		long long k = 0;
		for (long long n = nlo; n <= nhi; n++)
			for (long long c = 0; c < per[n]; c++, k++)
				code[k] = c, len[k] = (int)n;
		for (long long i = count - 1; i > 0; i--) {
			long long j = gen_range(0, i), tc = code[i];
			int tl = len[i];
			code[i] = code[j], len[i] = len[j];
			code[j] = tc, len[j] = tl;
		}
		printf("%lld\n", count);
		for (long long i = 0; i < count; i++) {
			printf("%d\n", len[i]);
			long long c = code[i];
			for (int p = 0; p < len[i]; p++, c /= vmax + 1)
				printf("%lld%c", c % (vmax + 1), p + 1 < len[i] ? ' ' : '\n');
		}
		free(code);
		free(len);
		return 0;
	}
	long long left = 200000;
	printf("%lld\n", t);
	for (long long c = 0; c < t; c++) {
		long long n = gen_range(nlo, nhi), keep = t - c - 1;
		if (n > left - keep)
			n = left - keep;
		if (n < 1)
			n = 1;
		left -= n;
		int all_even = gen_range(0, 999) < even;
		printf("%lld\n", n);
		for (long long i = 0; i < n; i++) {
			long long v = all_even || gen_range(0, 999) < evenp ? even_value(vmax) : odd_value(vmax);
			printf("%lld%c", v, i + 1 < n ? ' ' : '\n');
		}
	}
	return 0;
}
