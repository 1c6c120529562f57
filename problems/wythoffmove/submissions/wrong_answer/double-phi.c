/*
 * The golden-ratio formula in double: a_k = floor(k phi), and the pair holding a heap x is found
 * from j = floor(x / phi) + 1 (x = a_j) or j = floor(x / phi^2) + 1 (x = b_j). Right for small
 * heaps; with heaps up to 10^18, k phi is not exact in a double and its floor is off by one for
 * some k (near Fibonacci numbers k phi lies within 1 / (k sqrt 5) of an integer).
 */
#include <math.h>
#include <stdio.h>

typedef unsigned long long u64;

static double phi;

static u64 lower(u64 k)
{
	return (u64)(k * phi);
}

static u64 partner(u64 x)
{
	if (x == 0)
		return 0;
	u64 j = (u64)(x / phi) + 1;
	if (lower(j) == x)
		return x + j;
	j = (u64)(x / (phi * phi)) + 1;
	return lower(j);
}

int main(void)
{
	int t;
	u64 a, b;
	phi = (1 + sqrt(5)) / 2;
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
