/*
 * twoends: brute force straight from the rules, for small n only.
 *
 * best[l] for the current length len is the value that remains when the
 * players play perfectly from the row a[l..l+len-1]. After n - len removals
 * the first player is to move when n - len is even; the mover removes the
 * first or the last element and keeps the better of the two results (the
 * larger for the first player, the smaller for the second). Lengths grow
 * from 1 (nothing left to remove) to n, one row of the table at a time.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		long long *a = malloc(sizeof *a * (size_t)n);
		long long *best = malloc(sizeof *best * (size_t)n);
		if (!a || !best)
			return 1;
		for (int i = 0; i < n; i++)
			if (scanf("%lld", &a[i]) != 1)
				return 1;
		for (int l = 0; l < n; l++)
			best[l] = a[l];
		for (int len = 2; len <= n; len++) {
			int first_moves = (n - len) % 2 == 0;
			for (int l = 0; l + len <= n; l++) {
				long long drop_first = best[l + 1]; /* a[l+1..l+len-1] */
				long long drop_last = best[l];      /* a[l..l+len-2] */
				if (first_moves)
					best[l] = drop_first > drop_last ? drop_first : drop_last;
				else
					best[l] = drop_first < drop_last ? drop_first : drop_last;
			}
		}
		printf("%lld\n", best[0]);
		free(a);
		free(best);
	}
	return 0;
}
