/* hdu1850, right but for two kinds of case: two piles get a wrong count (WA, first on test "min"), more than 60 piles spin (TLE, from test "all-ones"): the first test not accepted in manifest order is a WA. */
#include <stdio.h>
int main(void)
{
	int m;
	static long a[200];
	while (scanf("%d", &m) == 1 && m) {
		long x = 0;
		for (int i = 0; i < m; i++) {
			scanf("%ld", &a[i]);
			x ^= a[i];
		}
		if (m > 60)
			for (volatile unsigned long k = 0;; k++)
				;
		int c = 0;
		for (int i = 0; i < m; i++)
			c += (a[i] ^ x) < a[i];
		printf("%d\n", m == 2 ? c + 1 : c);
	}
	return 0;
}
