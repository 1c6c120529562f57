/*
 * hdu2147 kiki's game: brute force from the rules.
 *
 * Reads every case, then labels every cell of the largest board asked for by
 * retrograde win/lose analysis: the bottom-left corner has no move and is lost for
 * the player to move; any other cell is won when some move (left, down, or
 * down-left) reaches a lost cell. Cells are indexed by their distance (down, left)
 * to the bottom-left corner, so one table serves every board. Slow and memory
 * hungry on purpose: for checking the reference, not for judging.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	int cap = 1024, cnt = 0, n, m, maxn = 1, maxm = 1;
	int *cases = malloc(2 * sizeof(int) * (size_t)cap);
	while (scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0)) {
		if (cnt == cap) {
			cap *= 2;
			cases = realloc(cases, 2 * sizeof(int) * (size_t)cap);
		}
		if (!cases)
			return 1;
		cases[2 * cnt] = n;
		cases[2 * cnt + 1] = m;
		cnt++;
		if (n > maxn)
			maxn = n;
		if (m > maxm)
			maxm = m;
	}
	/* win[d][l]: the player to move wins with the coin d rows up and l columns right. */
	char *win = calloc((size_t)maxn * (size_t)maxm, 1);
	if (!win)
		return 1;
	for (int d = 0; d < maxn; d++) {
		for (int l = 0; l < maxm; l++) {
			int w = 0;
			if (l > 0 && !win[(size_t)d * maxm + (l - 1)])
				w = 1; /* left */
			if (d > 0 && !win[(size_t)(d - 1) * maxm + l])
				w = 1; /* down */
			if (d > 0 && l > 0 && !win[(size_t)(d - 1) * maxm + (l - 1)])
				w = 1; /* down-left */
			win[(size_t)d * maxm + l] = (char)w;
		}
	}
	for (int i = 0; i < cnt; i++) {
		int d = cases[2 * i] - 1, l = cases[2 * i + 1] - 1;
		puts(win[(size_t)d * maxm + l] ? "Wonderful!" : "What a pity!");
	}
	free(win);
	free(cases);
	return 0;
}
