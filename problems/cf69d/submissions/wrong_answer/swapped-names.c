/* Mistake: prints the names the wrong way round (Dasha when the player to move wins). */
#include <stdio.h>

static signed char win[401][401];

int main(void)
{
	int x0, y0, n, d, vx[20], vy[20];
	if (scanf("%d %d %d %d", &x0, &y0, &n, &d) != 4)
		return 0;
	for (int i = 0; i < n; i++)
		scanf("%d %d", &vx[i], &vy[i]);
	for (int x = d; x >= -d; x--)
		for (int y = d; y >= -d; y--) {
			if (x * x + y * y > d * d)
				continue;
			int w = 0;
			for (int i = 0; i < n && !w; i++) {
				int nx = x + vx[i], ny = y + vy[i];
				if (nx * nx + ny * ny <= d * d && !win[nx + 200][ny + 200])
					w = 1;
			}
			win[x + 200][y + 200] = (signed char)w;
		}
	puts(win[x0 + 200][y0 + 200] ? "Dasha" : "Anton");
	return 0;
}
