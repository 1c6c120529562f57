/* Floating-point slip: phi held in a float, wrong from k = 2584 on. */
#include <math.h>
#include <stdio.h>

int main(void)
{
	long long a, b;
	const float phi = (1.0f + sqrtf(5.0f)) / 2.0f;
	while (scanf("%lld %lld", &a, &b) == 2) {
		if (a > b) {
			long long t = a;
			a = b;
			b = t;
		}
		long long k = b - a;
		puts(a == (long long)(k * phi) ? "0" : "1");
	}
	return 0;
}
