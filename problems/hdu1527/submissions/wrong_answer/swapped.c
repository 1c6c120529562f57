/* Output slip: prints 1 for the losing positions and 0 for the winning ones. */
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
		if (a > b) {
			long long t = a;
			a = b;
			b = t;
		}
		long long k = b - a;
		puts(a == (k + isqrt(5 * k * k)) / 2 ? "1" : "0");
	}
	return 0;
}
