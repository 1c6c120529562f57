/*
 * Brute force for HDU 2516 from the rules: win[r][m] says whether the player to
 * move wins with r stones left when he may take 1..m of them (m capped at r).
 * A move taking t leaves r-t stones and allows the opponent up to 2t; taking
 * the last stone wins. The first move of a game with n stones may take up to
 * n-1, so the answer is win[n][n-1]. The table grows row by row: row r needs
 * rows below r only, and win[r][m] = win[r][m-1] or the move taking m wins.
 * O(N^2) time and memory for the largest n N: small inputs only.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	long cap = 1024, count = 0, maxn = 1, x;
	long *ns = malloc(cap * sizeof *ns);
	while (scanf("%ld", &x) == 1 && x != 0) {
		if (count == cap)
			ns = realloc(ns, (cap *= 2) * sizeof *ns);
		ns[count++] = x;
		if (x > maxn)
			maxn = x;
	}
	char **win = malloc((maxn + 1) * sizeof *win);
	win[0] = calloc(1, 1); /* no stones: never reached as a position to move from */
	for (long r = 1; r <= maxn; r++) {
		win[r] = calloc(r + 1, 1);
		for (long m = 1; m <= r; m++) {
			long rest = r - m, next = 2 * m < rest ? 2 * m : rest;
			int takes_last = rest == 0;
			win[r][m] = win[r][m - 1] || takes_last || (rest > 0 && !win[rest][next]);
		}
	}
	for (long i = 0; i < count; i++)
		puts(win[ns[i]][ns[i] - 1] ? "First win" : "Second win");
	for (long r = 0; r <= maxn; r++)
		free(win[r]);
	free(win);
	free(ns);
	return 0;
}
