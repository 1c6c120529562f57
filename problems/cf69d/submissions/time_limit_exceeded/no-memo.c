/* Plain win/lose recursion without memoization (reflections ignored): correct but exponential. */
#include <stdio.h>

static int n, d, vx[20], vy[20];

static int wins(int x, int y)
{
	for (int i = 0; i < n; i++) {
		int nx = x + vx[i], ny = y + vy[i];
		if (nx * nx + ny * ny <= d * d && !wins(nx, ny))
			return 1;
	}
	return 0;
}

int main(void)
{
	int x, y;
	if (scanf("%d %d %d %d", &x, &y, &n, &d) != 4)
		return 0;
	for (int i = 0; i < n; i++)
		scanf("%d %d", &vx[i], &vy[i]);
	puts(wins(x, y) ? "Anton" : "Dasha");
	return 0;
}
