/* Gives a unit at i the value n + 1 - i (a token that moves right like a Nim heap) and xors over odd a_i. */
#include <stdio.h>

int main(void)
{
	int t, n;
	long a;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
		long x = 0;
		for (int i = 1; i <= n; i++) {
			scanf("%ld", &a);
			if (a & 1)
				x ^= n + 1 - i;
		}
		puts(x ? "First" : "Second");
	}
	return 0;
}
