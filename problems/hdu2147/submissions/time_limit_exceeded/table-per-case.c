/* Correct byte table, cleared and rebuilt for every board: O(n m) per case, too slow for many big boards. */
#include <stdio.h>
#include <string.h>

static char p[2002][2002]; /* p[i][j] = 1: the player to move at row i, column j loses */

int main(void)
{
	int n, m;
	while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
		for (int i = 0; i <= n; i++)
			memset(p[i], 0, (size_t)m + 2);
		p[1][m] = 1;
		for (int i = 1; i <= n; i++)
			for (int j = m; j >= 1; j--)
				if (!p[i][j + 1] && !p[i - 1][j] && !p[i - 1][j + 1])
					p[i][j] = 1;
		puts(p[n][1] ? "What a pity!" : "Wonderful!");
	}
	return 0;
}
