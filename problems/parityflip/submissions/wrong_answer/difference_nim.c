/*
 * The seed document's rule: mark b_i = 1 where the parity changes from a_{i-1} to a_i (a_0 even),
 * give a 1 at i the value n + 1 - i and xor them. Wrong from 1 0 1 on.
 */
#include <stdio.h>

int main(void)
{
	int t, n;
	long a;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
		long x = 0, prev = 0;
		for (int i = 1; i <= n; i++) {
			scanf("%ld", &a);
			if ((a & 1) != prev)
				x ^= n + 1 - i;
			prev = a & 1;
		}
		puts(x ? "First" : "Second");
	}
	return 0;
}
