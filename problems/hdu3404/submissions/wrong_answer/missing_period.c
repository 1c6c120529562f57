/* Prints the winning line without its final period. */
#include <stdio.h>

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

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n;
		unsigned g = 0;
		if (scanf("%d", &n) != 1)
			break;
		for (int i = 0; i < n; i++) {
			unsigned x, y;
			scanf("%u %u", &x, &y);
			g ^= nim_mul(x, y, 8);
		}
		puts(g ? "Have a try, lxhgww" : "Don't waste your time.");
	}
	return 0;
}
