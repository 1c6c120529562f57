/* Multi-case slip: takes "0 0" for an end marker, but the input runs to end of file and 0 0 is a case. */
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
	while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
		if (a > b) {
			long long t = a;
			a = b;
			b = t;
		}
		long long k = b - a;
		puts(a == (k + isqrt(5 * k * k)) / 2 ? "0" : "1");
	}
	return 0;
}
