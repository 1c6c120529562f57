/* Correct but slow: walks k = 0, 1, 2, ... through the losing pairs until a_k reaches min(a, b); O(a) per case. */
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
		int lose = 0;
		for (long long k = 0;; k++) {
			long long ak = (k + isqrt(5 * k * k)) / 2;
			if (ak >= a) {
				lose = ak == a && ak + k == b;
				break;
			}
		}
		puts(lose ? "0" : "1");
	}
	return 0;
}
