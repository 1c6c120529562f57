/* Mistake: reads the reflection as a free extra action: a player may reflect and then still add a vector in the same turn. */
#include <stdio.h>

static int n, d, vx[20], vy[20];
static signed char memo[401][401][2][2];

static int wins(int x, int y, int a, int b)
{
	signed char *m = &memo[x + 200][y + 200][a][b];
	if (*m)
		return *m == 1;
	int w = 0;
	for (int r = 0; r <= (a ? 0 : 1) && !w; r++) {
		int px = r ? y : x, py = r ? x : y;
		for (int i = 0; i < n && !w; i++) {
			int nx = px + vx[i], ny = py + vy[i];
			if (nx * nx + ny * ny <= d * d && !wins(nx, ny, b, a | r))
				w = 1;
		}
	}
	*m = w ? 1 : 2;
	return w;
}

int main(void)
{
	int x, y;
	if (scanf("%d %d %d %d", &x, &y, &n, &d) != 4)
		return 0;
	for (int i = 0; i < n; i++)
		scanf("%d %d", &vx[i], &vy[i]);
	puts(wins(x, y, 0, 0) ? "Anton" : "Dasha");
	return 0;
}
