/*
 * floor(k phi) = (k + isqrt(5 k^2)) / 2 exactly, with 5 k^2 in unsigned __int128 (k up to 10^18).
 * A heap x > 0 is a lower number a_j when floor(j phi) = x for j = floor(x / phi) + 1 (x / phi is
 * irrational), else an upper number b_j = a_j + j with j = floor(x / phi^2) + 1. Prefers taking
 * from both heaps, then from the first, then from the second.
 */
#include <stdio.h>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

static u64 isqrt(u128 v)
{
	u64 lo = 0, hi = 3000000000000000000ULL; /* sqrt(5) * 10^18 < 3 * 10^18 */
	while (lo < hi) {
		u64 mid = lo + (hi - lo + 1) / 2;
		if ((u128)mid * mid <= v)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

static u64 lower(u64 k)
{
	return (k + isqrt((u128)5 * k * k)) / 2;
}

/* The other heap of the losing pair holding x. */
static u64 partner(u64 x)
{
	if (x == 0)
		return 0;
	u64 j = lower(x) - x + 1; /* floor(x (phi - 1)) + 1 */
	if (lower(j) == x)
		return x + j;
	j = 2 * x - lower(x); /* floor(x (2 - phi)) + 1 = 2x - ceil(x phi) + 1 */
	return lower(j);
}

int main(void)
{
	int t;
	u64 a, b;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- && scanf("%llu %llu", &a, &b) == 2) {
		u64 lo = a < b ? a : b, ak = lower(a < b ? b - a : a - b);
		if (ak < lo)
			printf("%llu %llu\n", a - (lo - ak), b - (lo - ak));
		else if (partner(b) < a)
			printf("%llu %llu\n", partner(b), b);
		else if (partner(a) < b)
			printf("%llu %llu\n", a, partner(a));
		else
			puts("lose");
	}
	return 0;
}
