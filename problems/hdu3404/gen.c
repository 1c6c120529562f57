/*
 * Generator for HDU 3404: T cases of distinct lit cells.
 *
 * Each case picks a box: R uniform in [rlo, xmax], then C uniform in
 * [clo, min(ymax, cells / R)] (cells caps the box area, for the brute force),
 * then n uniform in [nlo, min(nhi, R * C)] distinct cells inside the box.
 * With probability lose percent a case with n >= 2 is made a losing one: the
 * last cell is chosen so that the XOR of the nim products x (*) y is 0 (when
 * the box holds no such cell, the other cells are drawn again, a few times).
 * Random cells alone almost never give a losing position.
 *
 *   gen --t 50 --nlo 0 --nhi 20 --xmax 20 --ymax 20 --cells 20 --lose 50 --seed 1
 */
#include "gen.h"

#define MAXN 1000

/* Nim product of x, y < 2^(2 * half), by splitting into halves of half bits. */
static unsigned nim_mul(unsigned x, unsigned y, unsigned half)
{
	if (x < 2 || y < 2)
		return x * y;
	unsigned mask = (1u << half) - 1;
	unsigned a1 = x >> half, a0 = x & mask, b1 = y >> half, b0 = y & mask;
	unsigned c = nim_mul(a1, b1, half / 2);
	unsigned d = nim_mul(a0, b0, half / 2);
	unsigned e = nim_mul(a1 ^ a0, b1 ^ b0, half / 2);
	return ((e ^ d) << half) ^ d ^ nim_mul(c, 1u << (half - 1), half / 2);
}

/* Inverse in the field of nim numbers below 2^16: x^(2^16 - 2). */
static unsigned nim_inv(unsigned x)
{
	unsigned r = 1, p = x;
	for (unsigned e = 65534; e; e >>= 1) {
		if (e & 1)
			r = nim_mul(r, p, 8);
		p = nim_mul(p, p, 8);
	}
	return r;
}

static long long xs[MAXN], ys[MAXN];

static int used(long long n, long long x, long long y)
{
	for (long long j = 0; j < n; j++)
		if (xs[j] == x && ys[j] == y)
			return 1;
	return 0;
}

static void draw(long long n, long long r, long long c)
{
	for (long long i = 0; i < n; i++) {
		do {
			xs[i] = gen_range(1, r);
			ys[i] = gen_range(1, c);
		} while (used(i, xs[i], ys[i]));
	}
}

/* Makes cell n-1 cancel the others; returns 0 when the box has no such cell. */
static int close_to_zero(long long n, long long r, long long c)
{
	unsigned g = 0;
	for (long long i = 0; i < n - 1; i++)
		g ^= nim_mul((unsigned)xs[i], (unsigned)ys[i], 8);
	if (g == 0)
		return 0;
	long long start = gen_range(1, r);
	long long tries = r < 2000 ? r : 2000;
	for (long long k = 0; k < tries; k++) {
		long long x = (start - 1 + k) % r + 1;
		long long y = nim_mul(g, nim_inv((unsigned)x), 8);
		if (y >= 1 && y <= c && !used(n - 1, x, y)) {
			xs[n - 1] = x;
			ys[n - 1] = y;
			return 1;
		}
	}
	return 0;
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	long long nlo = gen_arg("nlo", 1), nhi = gen_arg("nhi", 1000);
	long long xmax = gen_arg("xmax", 10000), ymax = gen_arg("ymax", 10000);
	long long cells = gen_arg("cells", 100000000);
	long long rlo = gen_arg("rlo", 1), clo = gen_arg("clo", 1);
	long long lose = gen_arg("lose", 0);
	gen_done();

	printf("%lld\n", t);
	for (long long tc = 0; tc < t; tc++) {
		long long r = gen_range(rlo, xmax);
		long long cmax = cells / r < ymax ? cells / r : ymax;
		long long c = gen_range(clo < cmax ? clo : cmax, cmax);
		long long hi = nhi < r * c ? nhi : r * c;
		long long n = gen_range(nlo < hi ? nlo : hi, hi);
		draw(n, r, c);
		if (n >= 2 && gen_range(0, 99) < lose)
			for (int attempt = 0; attempt < 20 && !close_to_zero(n, r, c); attempt++)
				draw(n, r, c);
		printf("%lld\n", n);
		for (long long i = 0; i < n; i++)
			printf("%lld %lld\n", xs[i], ys[i]);
	}
	return 0;
}
