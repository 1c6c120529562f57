/*
 * Reference for HDU 3404 (Switch lights).
 *
 * Flipping one light, or one light and any light before it on the same line,
 * is a coin-turning game in which a lit cell at position x (counted from 1)
 * has Grundy value x: it is Nim with a heap of size x. Flipping the corners of
 * a rectangle (degenerate ones included) is the product of two such games,
 * one per axis, so by Lenstra's theorem a lit cell (x, y) has Grundy value
 * x (*) y, the nim product, and a position is the XOR of its lit cells.
 *
 * The nim product of numbers below 2^16 splits each factor into two bytes,
 * x = a1 * 2^8 + a0, and uses the field rule 2^8 (*) 2^8 = 2^8 + 2^7:
 *     x (*) y = ((e ^ d) << 8) ^ d ^ (c (*) 2^7)
 * with c = a1 (*) b1, d = a0 (*) b0, e = (a1 ^ a0) (*) (b1 ^ b0). The byte
 * products come from a 256 x 256 table filled by the same rule one level down.
 */
#include <stdio.h>

static unsigned short byte_mul[256][256];

/* Nim product of x, y < 2^(2^k) with half = 2^(k-1) bits, by the split rule. */
static unsigned nim_mul_rec(unsigned x, unsigned y, unsigned half)
{
	if (x < 2 || y < 2)
		return x * y;
	unsigned mask = (1u << half) - 1;
	unsigned a1 = x >> half, a0 = x & mask, b1 = y >> half, b0 = y & mask;
	unsigned c = nim_mul_rec(a1, b1, half / 2);
	unsigned d = nim_mul_rec(a0, b0, half / 2);
	unsigned e = nim_mul_rec(a1 ^ a0, b1 ^ b0, half / 2);
	return ((e ^ d) << half) ^ d ^ nim_mul_rec(c, 1u << (half - 1), half / 2);
}

static unsigned nim_mul16(unsigned x, unsigned y)
{
	unsigned a1 = x >> 8, a0 = x & 255, b1 = y >> 8, b0 = y & 255;
	unsigned c = byte_mul[a1][b1], d = byte_mul[a0][b0];
	unsigned e = byte_mul[a1 ^ a0][b1 ^ b0];
	return ((e ^ d) << 8) ^ d ^ byte_mul[c][128];
}

static int read_int(void)
{
	int c = getchar();
	while (c != EOF && (c < '0' || c > '9'))
		c = getchar();
	int v = 0;
	while (c >= '0' && c <= '9') {
		v = v * 10 + (c - '0');
		c = getchar();
	}
	return v;
}

int main(void)
{
	for (unsigned x = 0; x < 256; x++)
		for (unsigned y = 0; y < 256; y++)
			byte_mul[x][y] = (unsigned short)nim_mul_rec(x, y, 4);
	int t = read_int();
	while (t--) {
		int n = read_int();
		unsigned g = 0;
		for (int i = 0; i < n; i++) {
			unsigned x = (unsigned)read_int();
			unsigned y = (unsigned)read_int();
			g ^= nim_mul16(x, y);
		}
		puts(g ? "Have a try, lxhgww." : "Don't waste your time.");
	}
	return 0;
}
