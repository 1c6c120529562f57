// Nim product by recursive halving in the field of 2^(2^k) elements, with no tables at all.
#include <cstdio>

static unsigned nim_mul(unsigned x, unsigned y, unsigned half = 16)
{
	if (x < 2 || y < 2)
		return x * y;
	while (half > 1 && (x | y) >> half == 0)
		half /= 2; // both factors fit in a smaller field
	unsigned mask = (1u << half) - 1;
	unsigned a1 = x >> half, a0 = x & mask, b1 = y >> half, b0 = y & mask;
	unsigned hh = nim_mul(a1, b1, half);
	unsigned mid = nim_mul(a1 ^ a0, b1 ^ b0, half);
	unsigned lo = nim_mul(a0, b0, half);
	// (a1 F + a0)(b1 F + b0) with F * F = F + F / 2
	return ((mid ^ lo) << half) ^ lo ^ nim_mul(hh, 1u << (half - 1), half);
}

int main()
{
	int t;
	if (std::scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n;
		std::scanf("%d", &n);
		unsigned g = 0;
		while (n--) {
			unsigned x, y;
			std::scanf("%u %u", &x, &y);
			g ^= nim_mul(x, y);
		}
		std::puts(g ? "Have a try, lxhgww." : "Don't waste your time.");
	}
	return 0;
}
