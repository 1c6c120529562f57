/*
 * The right values, 2^(n-i) over odd a_i, xored in one 32-bit word: 1u << d
 * for d >= 32 is undefined, and on x86 the shift count wraps (d mod 32), so
 * two odd values 32 positions apart cancel. Caught by the test 'wrap'.
 */
#include <stdio.h>

int main(void)
{
	int t, n;
	long a;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
		unsigned x = 0;
		volatile int shift; /* computed at run time, as a contestant's loop does */
		for (int i = 1; i <= n; i++) {
			scanf("%ld", &a);
			shift = n - i;
			if (a & 1)
				x ^= 1u << shift;
		}
		puts(x ? "First" : "Second");
	}
	return 0;
}
