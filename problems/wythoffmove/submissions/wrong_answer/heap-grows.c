/*
 * Believes the same amount from both heaps always wins: moves to the losing pair (a_k, a_k + k)
 * with the same difference k. When a_k is above the smaller heap, that makes both heaps grow.
 */
#include <stdio.h>

typedef unsigned long long u64;

static u64 fib[92]; /* 1, 2, 3, 5, ... */

/* x with every Zeckendorf term moved one index up (up = 1) or down; *low: smallest index, -1 for 0. */
static u64 shift(u64 x, int up, int *low)
{
	u64 r = 0;
	*low = -1;
	for (int i = 90; i >= 0; i--)
		if (fib[i] <= x) {
			x -= fib[i];
			r += up ? fib[i + 1] : i > 0 ? fib[i - 1] : 0;
			*low = i;
		}
	return r;
}

/* floor(k phi) */
static u64 lower(u64 k)
{
	int low;
	return k > 0 ? shift(k - 1, 1, &low) + 1 : 0;
}

int main(void)
{
	int t;
	u64 a, b;
	fib[0] = 1, fib[1] = 2;
	for (int i = 2; i < 92; i++)
		fib[i] = fib[i - 1] + fib[i - 2];
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- && scanf("%llu %llu", &a, &b) == 2) {
		u64 lo = a < b ? a : b, ak = lower(a < b ? b - a : a - b);
		if (ak == lo)
			puts("lose");
		else
			printf("%lld %lld\n", (long long)a - (long long)(lo - ak), (long long)b - (long long)(lo - ak));
	}
	return 0;
}
