/*
 * The golden-ratio formula in double: a_k = floor(k phi), and the pair holding
 * a heap x found from j = floor(x / phi) + 1 (x = a_j) or j = floor(x / phi^2)
 * + 1 (x = b_j). Right while k phi fits a double's precision; with heaps up to
 * 10^18 the floor is off by one for many k, first at k = 102334155 (near a
 * Fibonacci number k phi lies within 1 / (k sqrt 5) of an integer).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

typedef unsigned long long u64;

static double phi;

static u64 a_of(u64 k)
{
	return (u64)(k * phi);
}

static u64 partner(u64 x)
{
	if (x == 0)
		return 0;
	u64 j = (u64)(x / phi) + 1;
	if (a_of(j) == x)
		return x + j;
	return a_of((u64)(x / (phi * phi)) + 1);
}

int main(void)
{
	char w[32];
	u64 p, q;
	phi = (1 + sqrt(5.0)) / 2;
	while (scanf("%31s", w) == 1 && strcmp(w, "win") != 0) {
		sscanf(w, "%llu", &p);
		if (scanf("%llu", &q) != 1 || (p == 0 && q == 0))
			return 0;
		u64 lo = p < q ? p : q, ak = a_of(p < q ? q - p : p - q);
		if (partner(p) < q)
			q = partner(p);
		else if (partner(q) < p)
			p = partner(q);
		else if (ak < lo) {
			p -= lo - ak;
			q -= lo - ak;
		} else if (p > 0)
			p--; /* no winning move found: any move */
		else
			q--;
		printf("%llu %llu\n", p, q);
		fflush(stdout);
	}
	return 0;
}
