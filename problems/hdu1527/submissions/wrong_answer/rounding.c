/* Formula slip: rounds k * phi to the nearest integer instead of taking the floor. */
#include <math.h>
#include <stdio.h>

int main(void)
{
	long long a, b;
	const long double phi = (1 + sqrtl(5.0L)) / 2;
	while (scanf("%lld %lld", &a, &b) == 2) {
		if (a > b) {
			long long t = a;
			a = b;
			b = t;
		}
		long long k = b - a;
		puts(a == llroundl(k * phi) ? "0" : "1");
	}
	return 0;
}
