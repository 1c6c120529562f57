/*
 * hdu1850 reference: count the winning first moves of a Nim position.
 *
 * Let X be the xor of all piles. A move on pile a leaves the xor at X ^ a ^ b,
 * so it wins exactly when it leaves b = X ^ a, which is a legal move only when
 * X ^ a < a. Each pile therefore offers at most one winning move, and the
 * answer is the number of piles with X ^ a < a (zero when X is zero).
 * O(M) per case; input is read through one buffered reader.
 */
#include <stdio.h>

static char buf[1 << 16];
static size_t len, pos;

static int next_byte(void)
{
	if (pos == len) {
		len = fread(buf, 1, sizeof buf, stdin);
		pos = 0;
		if (len == 0)
			return -1;
	}
	return (unsigned char)buf[pos++];
}

/* Reads a non-negative integer; returns -1 at end of input. */
static long read_int(void)
{
	int c = next_byte();
	while (c != -1 && (c < '0' || c > '9'))
		c = next_byte();
	if (c == -1)
		return -1;
	long v = 0;
	for (; c >= '0' && c <= '9'; c = next_byte())
		v = v * 10 + (c - '0');
	return v;
}

int main(void)
{
	static long pile[128];
	long m;

	while ((m = read_int()) > 0) {
		long x = 0;
		for (long i = 0; i < m; i++) {
			pile[i] = read_int();
			x ^= pile[i];
		}
		int count = 0;
		for (long i = 0; i < m; i++)
			if ((x ^ pile[i]) < pile[i])
				count++;
		printf("%d\n", count);
	}
	return 0;
}
