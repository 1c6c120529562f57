/*
 * hdu1907 reference: misere Nim (whoever takes the last stone loses).
 *
 * When every pile holds one stone, play is forced: the piles go one by one and
 * the first player takes the last one exactly when their number is odd, so
 * John wins when it is even. Otherwise play normal Nim until the move that
 * would leave only piles of one stone, and there leave an odd number of them:
 * John wins exactly when the xor of the piles is nonzero. O(N) per case.
 */
#include <stdio.h>

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0) {
		int n, a, x = 0, big = 0;
		if (scanf("%d", &n) != 1)
			return 1;
		for (int i = 0; i < n; i++) {
			if (scanf("%d", &a) != 1)
				return 1;
			x ^= a;
			big |= a > 1;
		}
		int john = big ? x != 0 : n % 2 == 0;
		puts(john ? "John" : "Brother");
	}
	return 0;
}
