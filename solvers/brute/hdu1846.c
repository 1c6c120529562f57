/*
 * hdu1846 brute force: plays the Bash game from its rules. win[k] says whether the
 * player to move with k stones left wins; a move takes t stones, 1 <= t <= min(m, k),
 * and the player facing 0 stones has lost (the opponent took the last one).
 * The table is recomputed from scratch for every case.
 */
#include <stdio.h>

static char win[1001];

int main(void)
{
	int c;
	if (scanf("%d", &c) != 1)
		return 0;
	while (c-- > 0) {
		int n, m;
		if (scanf("%d %d", &n, &m) != 2)
			break;
		for (int k = 0; k <= n; k++) {
			win[k] = 0;
			for (int t = 1; t <= m && t <= k; t++)
				if (!win[k - t]) {
					win[k] = 1;
					break;
				}
		}
		puts(win[n] ? "first" : "second");
	}
	return 0;
}
