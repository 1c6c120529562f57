/* Wrong: multi-case slip, answers the first game only. */
#include <stdio.h>
#include <string.h>

#define H 495

static int cnt[H][5], idx[9][9][9][9], nh;
static unsigned char res[H][H], deg[H][H]; /* res: 0 open, 1 win, 2 lose */
static int q[H * H];

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
	int zero = idx[0][0][0][0], qh = 0, qt = 0;
	for (int x = 0; x < H; x++)
		for (int y = 0; y < H; y++) {
			int nx = 0, ny = 0;
			for (int v = 1; v <= 4; v++)
				nx += cnt[x][v] > 0, ny += cnt[y][v] > 0;
			deg[x][y] = (unsigned char)(nx * ny);
			if (y == zero && x != zero)
				res[x][y] = 2, q[qt++] = x * H + y;
		}
	while (qh < qt) {
		int y = q[qh] / H, xp = q[qh] % H;
		qh++;
		for (int b = 1; b <= 4; b++) {
			if (!cnt[y][b])
				continue;
			for (int a = 1; a <= 4; a++) {
				int c = (a + b) % 5;
				if (!cnt[xp][c])
					continue;
				int h[5];
				memcpy(h, cnt[xp], sizeof h);
				h[c]--, h[a]++;
				int x = idx[h[1]][h[2]][h[3]][h[4]];
				if (res[x][y])
					continue;
				if (res[y][xp] == 2)
					res[x][y] = 1, q[qt++] = x * H + y;
				else if (--deg[x][y] == 0)
					res[x][y] = 2, q[qt++] = x * H + y;
			}
		}
	}
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	if (t > 0) {
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
		int r = f ? res[bob][alice] : res[alice][bob];
		if (r == 0)
			puts("Deal");
		else
			puts((r == 1) == (f == 0) ? "Alice" : "Bob");
	}
	return 0;
}
