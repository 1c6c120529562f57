/* Forgets to order the heaps: takes k = b - a as given, so a losing pair written large-first looks winning. */
#include <stdio.h>

static long long isqrt(long long v)
{
	long long s = 0;
	for (long long bit = 1LL << 31; bit; bit >>= 1)
		if ((s + bit) * (s + bit) <= v)
			s += bit;
	return s;
}

int main(void)
{
	long long a, b;
	while (scanf("%lld %lld", &a, &b) == 2) {
		long long k = b - a;
		int lose = k >= 0 && a == (k + isqrt(5 * k * k)) / 2;
		puts(lose ? "0" : "1");
	}
	return 0;
}
