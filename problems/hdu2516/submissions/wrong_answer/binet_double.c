/* Perfect-square test of 5n^2 +- 4 in double precision: exact only below about 7e7, then false Fibonacci hits. */
#include <math.h>
#include <stdio.h>

static int square(double x)
{
	double s = floor(sqrt(x) + 0.5);
	return s * s == x;
}

int main(void)
{
	long long n;
	while (scanf("%lld", &n) == 1 && n) {
		double x = 5.0 * (double)n * (double)n;
		puts(square(x + 4) || square(x - 4) ? "Second win" : "First win");
	}
	return 0;
}
