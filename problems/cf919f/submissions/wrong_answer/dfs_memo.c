/* Wrong: memoised depth-first search on a graph with cycles; a position met again while still open counts as a draw, and that guess is then cached. */
#include <stdio.h>
#include <string.h>

#define H 495

static int cnt[H][5], idx[9][9][9][9], nh, zero;
static signed char memo[H][H]; /* 0 unknown, 1 win, -1 lose, 2 draw, 3 open */

static int dfs(int x, int y)
{
	if (y == zero)
		return -1;
	if (memo[x][y])
		return memo[x][y] == 3 ? 2 : memo[x][y];
	memo[x][y] = 3;
	int best = -1;
	for (int a = 1; a <= 4 && best != 1; a++) {
		if (!cnt[x][a])
			continue;
		for (int b = 1; b <= 4 && best != 1; b++) {
			if (!cnt[y][b])
				continue;
			int h[5];
			memcpy(h, cnt[x], sizeof h);
			h[a]--, h[(a + b) % 5]++;
			int r = dfs(y, idx[h[1]][h[2]][h[3]][h[4]]);
			if (r == -1)
				best = 1;
			else if (r == 2)
				best = 2;
		}
	}
	memo[x][y] = (signed char)best;
	return best;
}

int main(void)
{
	for (int a = 0; a <= 8; a++)
		for (int b = 0; a + b <= 8; b++)
			for (int c = 0; a + b + c <= 8; c++)
				for (int d = 0; a + b + c + d <= 8; d++) {
					cnt[nh][0] = 8 - a - b - c - d, cnt[nh][1] = a, cnt[nh][2] = b;
					cnt[nh][3] = c, cnt[nh][4] = d;
					idx[a][b][c][d] = nh++;
				}
	zero = idx[0][0][0][0];
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int f, h[2][5];
		memset(h, 0, sizeof h);
		if (scanf("%d", &f) != 1)
			return 0;
		for (int p = 0; p < 2; p++)
			for (int i = 0; i < 8; i++) {
				int v;
				if (scanf("%d", &v) != 1)
					return 0;
				h[p][v]++;
			}
		int alice = idx[h[0][1]][h[0][2]][h[0][3]][h[0][4]];
		int bob = idx[h[1][1]][h[1][2]][h[1][3]][h[1][4]];
		int r = f ? dfs(bob, alice) : dfs(alice, bob);
		if (r == 2)
			puts("Deal");
		else
			puts((r == 1) == (f == 0) ? "Alice" : "Bob");
	}
	return 0;
}
