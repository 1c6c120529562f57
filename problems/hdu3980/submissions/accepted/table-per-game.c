/*
 * Correct, and as the archive's solutions of its time are written (the documents' blog
 * solution does this): the chain's Grundy table is rebuilt from scratch for every game,
 * up to N - M, clearing a mark array for every length. O((N - M)^2) per game: the tests
 * keep the sum of N per input small enough for it (statement, Notes).
 */
#include <stdio.h>
#include <string.h>

#define MAXN 1000

static int g[MAXN + 1];
static char mark[MAXN + 2];

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	for (int k = 1; k <= t; k++) {
		int n, m;
		scanf("%d %d", &n, &m);
		int first;
		if (n < m) {
			first = 0;
		} else {
			for (int l = 0; l <= n - m; l++) {
				memset(mark, 0, sizeof mark);
				for (int a = 0; a + m <= l; a++)
					mark[g[a] ^ g[l - m - a]] = 1;
				int x = 0;
				while (mark[x])
					x++;
				g[l] = x;
			}
			first = g[n - m] == 0;
		}
		printf("Case #%d: %s\n", k, first ? "aekdycoin" : "abcdxyzk");
	}
	return 0;
}
