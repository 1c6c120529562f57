/*
 * Right, but slow: finds the losing pair holding a heap x by walking the
 * pairs k = 0, 1, 2, ... (each a_k exact: (k + isqrt(5 k^2)) / 2 in 128-bit
 * integers) until a_k passes x. Fine for small heaps; with heaps near 10^18
 * one move walks some 10^17 pairs.
 */
#include <stdio.h>
#include <string.h>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

static u64 a_of(u64 k)
{
	u128 n = (u128)5 * k * k;
	u64 r = 0;
	for (int bit = 62; bit >= 0; bit--) { /* isqrt bit by bit */
		u64 t = r | (1ULL << bit);
		if ((u128)t * t <= n)
			r = t;
	}
	return (u64)((k + (u128)r) / 2);
}

static u64 partner(u64 x)
{
	for (u64 k = 0;; k++) {
		u64 a = a_of(k);
		if (a == x)
			return a + k;
		if (a + k == x)
			return a;
	}
}

int main(void)
{
	char w[32];
	u64 p, q;
	while (scanf("%31s", w) == 1 && strcmp(w, "win") != 0) {
		sscanf(w, "%llu", &p);
		if (scanf("%llu", &q) != 1 || (p == 0 && q == 0))
			return 0;
		u64 lo = p < q ? p : q, ak = a_of(p < q ? q - p : p - q);
		if (partner(p) < q)
			q = partner(p);
		else if (partner(q) < p)
			p = partner(q);
		else {
			p -= lo - ak;
			q -= lo - ak;
		}
		printf("%llu %llu\n", p, q);
		fflush(stdout);
	}
	return 0;
}
