/*
 * hdu5795 A Simple Nim: reference solver.
 *
 * Heaps are independent, so the position is lost exactly when the xor of the
 * heaps' Grundy values is 0. For one heap of x (taking any amount, or splitting
 * into three non-empty heaps) the Grundy value is x itself, except that the
 * values of 8k+7 and 8k+8 trade places: g(8k+7) = 8k+8 and g(8k+8) = 8k+7.
 * (The brute force derives the values by mex over every move; they agree.)
 *
 * The input can hold millions of numbers, so it is read through a fixed buffer
 * with fread; nothing is stored.
 */
#include <stdio.h>

static unsigned char buf[1 << 16];
static size_t len, pos;

static int next_byte(void)
{
	if (pos == len) {
		len = fread(buf, 1, sizeof buf, stdin);
		pos = 0;
		if (len == 0)
			return -1;
	}
	return buf[pos++];
}

/* Reads the next unsigned integer; returns -1 at end of input. */
static long long next_uint(void)
{
	int c = next_byte();
	while (c != -1 && (c < '0' || c > '9'))
		c = next_byte();
	if (c == -1)
		return -1;
	long long v = 0;
	while (c >= '0' && c <= '9') {
		v = v * 10 + (c - '0');
		c = next_byte();
	}
	return v;
}

static long long grundy(long long x)
{
	switch (x % 8) {
	case 7:
		return x + 1;
	case 0:
		return x - 1;
	default:
		return x;
	}
}

int main(void)
{
	long long t = next_uint();
	for (long long k = 0; k < t; k++) {
		long long n = next_uint();
		if (n < 0)
			break;
		long long sum = 0;
		for (long long i = 0; i < n; i++)
			sum ^= grundy(next_uint());
		puts(sum ? "First player wins." : "Second player wins.");
	}
	return 0;
}
