/*
 * Correct but slow: walks the losing pairs (a_k, a_k + k) for k = 0, 1, 2, ... while a_k is at
 * most the larger heap, looking for the pair holding a heap and the pair with the same
 * difference. O(heap) per case: fine up to 10^6, hopeless at 10^18.
 */
#include <stdio.h>

typedef unsigned long long u64;

static u64 isqrt(u64 v)
{
	u64 s = 0;
	for (u64 bit = 1ULL << 31; bit; bit >>= 1)
		if ((s + bit) * (s + bit) <= v)
			s += bit;
	return s;
}

/* a_k = (k + isqrt(5 k^2)) / 2: exact while 5 k^2 fits in 64 bits, far beyond what the walk reaches. */
static u64 lower(u64 k)
{
	return (k + isqrt(5 * k * k)) / 2;
}

int main(void)
{
	int t;
	u64 a, b;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- && scanf("%llu %llu", &a, &b) == 2) {
		u64 lo = a < b ? a : b, hi = a < b ? b : a, d = hi - lo, pa = a + 1, pb = b + 1, ad = hi + 1;
		for (u64 k = 0;; k++) {
			u64 x = lower(k), y = x + k;
			if (x > hi)
				break;
			if (x == a || y == a)
				pa = x == a ? y : x;
			if (x == b || y == b)
				pb = x == b ? y : x;
			if (k == d)
				ad = x;
		}
		if (pa < b)
			printf("%llu %llu\n", a, pa);
		else if (pb < a)
			printf("%llu %llu\n", pb, b);
		else if (ad < lo)
			printf("%llu %llu\n", a - (lo - ad), b - (lo - ad));
		else
			puts("lose");
	}
	return 0;
}
