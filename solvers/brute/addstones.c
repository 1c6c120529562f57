/*
 * addstones: brute force straight from the rules, for small n only.
 *
 * win[p] tells whether the player to move with p stones on the pile wins.
 * A pile of n or more means the previous player has just won, so the mover
 * has lost. Otherwise the mover tries every amount j = 1..k; adding at least
 * n - p stones finishes the game, so amounts beyond that lead to the same
 * finished position and need not be tried separately. Positions are filled
 * from p = n down to s, each one looking only at larger piles.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	long long t;
	if (scanf("%lld", &t) != 1)
		return 1;
	while (t--) {
		long long n, s, k;
		if (scanf("%lld %lld %lld", &n, &s, &k) != 3)
			return 1;
		long long len = n - s + 1; /* piles s..n */
		char *win = malloc((size_t)len);
		if (!win)
			return 1;
		for (long long p = n; p >= s; p--) {
			char w = 0;
			if (p < n) {
				for (long long j = 1; j <= k && !w; j++) {
					long long q = p + j;
					if (q >= n)
						w = 1; /* reaching n wins at once */
					else if (!win[q - s])
						w = 1;
				}
			}
			win[p - s] = w;
		}
		puts(win[0] ? "A" : "B");
		free(win);
	}
	return 0;
}
