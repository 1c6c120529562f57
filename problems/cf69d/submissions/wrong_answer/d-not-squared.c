/* Mistake: compares x*x + y*y with d instead of d*d. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <math.h>

static int n, d, vx[20], vy[20];
static signed char memo[401][401];

static int out(int x, int y)
{
	return x * x + y * y > d;
}

static int wins(int x, int y)
{
	signed char *m = &memo[x + 200][y + 200];
	if (*m)
		return *m == 1;
	int w = 0;
	for (int i = 0; i < n && !w; i++) {
		int nx = x + vx[i], ny = y + vy[i];
		if (!out(nx, ny) && !wins(nx, ny))
			w = 1;
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
	puts(wins(x, y) ? "Anton" : "Dasha");
	return 0;
}
