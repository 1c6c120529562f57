/* Builds the seed's win/lose table for each board in a byte table but never clears it between boards. */
#include <stdio.h>

static char p[2002][2002]; /* p[i][j] = 1: the player to move at row i, column j loses */

int main(void)
{
	int n, m;
	while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
		p[1][m] = 1;
		for (int i = 1; i <= n; i++)
			for (int j = m; j >= 1; j--)
				if (!p[i][j + 1] && !p[i - 1][j] && !p[i - 1][j + 1])
					p[i][j] = 1;
		puts(p[n][1] ? "What a pity!" : "Wonderful!");
	}
	return 0;
}
