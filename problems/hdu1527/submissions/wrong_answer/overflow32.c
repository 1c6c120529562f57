/* Exact formula, but 5k^2 computed in 32-bit unsigned arithmetic: wraps once k passes 29308. */
#include <math.h>
#include <stdio.h>

int main(void)
{
	unsigned a, b;
	while (scanf("%u %u", &a, &b) == 2) {
		if (a > b) {
			unsigned t = a;
			a = b;
			b = t;
		}
		unsigned k = b - a;
		unsigned v = 5 * k * k;
		unsigned s = (unsigned)sqrt((double)v);
		puts(a == (k + s) / 2 ? "0" : "1");
	}
	return 0;
}
