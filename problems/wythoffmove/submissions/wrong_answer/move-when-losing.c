/*
 * Misreads the output: prints a move in every case, and in a losing position plays for time by
 * taking one stone from the larger heap. The answer there is lose.
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

/* The other heap of the losing pair holding x: lower numbers (even smallest index) shift up. */
static u64 partner(u64 x)
{
	int low;
	u64 up = shift(x, 1, &low);
	return low < 0 ? 0 : low % 2 == 0 ? up : shift(x, 0, &low);
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
		u64 lo = a < b ? a : b, ak = lower(a < b ? b - a : a - b), pa = partner(a), pb = partner(b);
		if (pa < b)
			printf("%llu %llu\n", a, pa);
		else if (pb < a)
			printf("%llu %llu\n", pb, b);
		else if (ak < lo)
			printf("%llu %llu\n", a - (lo - ak), b - (lo - ak));
		else if (a > b)
			printf("%llu %llu\n", a - 1, b);
		else
			printf("%llu %llu\n", a, b - 1);
	}
	return 0;
}
