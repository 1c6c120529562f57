/*
 * Wythoff's game against the judge with the closed form in exact integers:
 * a_k = floor(k phi) = floor((k + sqrt(5 k^2)) / 2) = (k + isqrt(5 k^2)) / 2,
 * 5 k^2 held in unsigned __int128 (it reaches 5 * 10^36). The pair holding a
 * heap x is found by binary search over k: a_k and b_k = a_k + k both grow
 * with k.
 */
#include <stdio.h>
#include <string.h>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

static u64 isqrt128(u128 n)
{
	u64 lo = 0, hi = 1ULL << 63; /* sqrt(5 * 10^36) < 2^63 */
	while (lo < hi) {
		u64 mid = lo + (hi - lo + 1) / 2;
		if ((u128)mid * mid <= n)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

static u64 a_of(u64 k)
{
	return (u64)((k + (u128)isqrt128((u128)5 * k * k)) / 2);
}

/* The other member of x's losing pair. */
static u64 partner(u64 x)
{
	u64 lo = 0, hi = x;
	while (lo < hi) { /* the largest k with a_k <= x */
		u64 mid = lo + (hi - lo + 1) / 2;
		if (a_of(mid) <= x)
			lo = mid;
		else
			hi = mid - 1;
	}
	if (a_of(lo) == x)
		return x + lo;
	lo = 0;
	hi = x;
	while (lo < hi) { /* x is some b_k = a_k + k */
		u64 mid = lo + (hi - lo + 1) / 2;
		if (a_of(mid) + mid <= x)
			lo = mid;
		else
			hi = mid - 1;
	}
	return a_of(lo);
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
		if (ak < lo) { /* same amount from both first */
			p -= lo - ak;
			q -= lo - ak;
		} else if (partner(q) < p) {
			p = partner(q);
		} else {
			q = partner(p);
		}
		printf("%llu %llu\n", p, q);
		fflush(stdout);
	}
	return 0;
}
