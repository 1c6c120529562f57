/*
 * Brute-force player for fibnimplay, from the rules alone: win[r][m] says whether the player to
 * move wins with r stones left when he may take 1..m of them (m capped at r). Taking t leaves
 * r - t and lets the opponent take up to 2t; taking the last stone wins. The table fills row by
 * row, win[r][m] = win[r][m - 1] or the move taking m wins, for every r up to n: O(n^2) time and
 * memory, small piles only. Each turn it takes the LARGEST winning move the table shows (the
 * reference takes the smallest), so its games differ from the reference's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char **win;

static int wins_after(long long r, long long t) /* taking t of r wins */
{
	long long rest = r - t;
	return rest == 0 || !win[rest][2 * t < rest ? 2 * t : rest];
}

int main(void)
{
	long long n, u;
	if (scanf("%lld", &n) != 1 || n < 2 || n > 20000)
		return 1;
	win = malloc((size_t)(n + 1) * sizeof *win);
	win[0] = calloc(1, 1);
	for (long long r = 1; r <= n; r++) {
		win[r] = calloc((size_t)r + 1, 1);
		for (long long m = 1; m <= r; m++)
			win[r][m] = win[r][m - 1] || wins_after(r, m);
	}
	long long r = n, most = n - 1;
	for (;;) {
		long long take = most < r ? most : r;
		while (take > 1 && !wins_after(r, take))
			take--;
		printf("%lld\n", take);
		fflush(stdout);
		r -= take;
		char word[32];
		if (scanf("%31s", word) != 1 || strcmp(word, "win") == 0)
			return 0;
		if (sscanf(word, "%lld", &u) != 1 || (r -= u) <= 0)
			return 0;
		most = 2 * u;
	}
}
