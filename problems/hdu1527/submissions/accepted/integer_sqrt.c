/* Exact Beatty test in integers: a <= b, k = b - a, losing iff a == (k + isqrt(5k^2)) / 2 (isqrt by bisection). */
#include <stdio.h>

static long long isqrt(long long v)
{
	long long lo = 0, hi = 3000000000LL;
	while (lo < hi) {
		long long mid = (lo + hi + 1) / 2;
		if (mid * mid <= v)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

int main(void)
{
	long long a, b;
	while (scanf("%lld %lld", &a, &b) == 2) {
		if (a > b) {
			long long t = a;
			a = b;
			b = t;
		}
		long long k = b - a;
		printf("%d\n", a == (k + isqrt(5 * k * k)) / 2 ? 0 : 1);
	}
	return 0;
}
