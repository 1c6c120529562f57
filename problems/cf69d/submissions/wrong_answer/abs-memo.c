/* Mistake: memoizes on (|x|, |y|), assuming the game is symmetric under sign changes; it is not, the vectors point one way. */
#include <stdio.h>
#include <stdlib.h>

static int n, d, vx[20], vy[20];
static signed char memo[201][401];	/* |x| and y + 200; |y| would fit in 201 */

static int wins(int x, int y)
{
	signed char *m = &memo[abs(x)][abs(y)];
	if (*m)
		return *m == 1;
	int w = 0;
	for (int i = 0; i < n && !w; i++) {
		int nx = x + vx[i], ny = y + vy[i];
		if (nx * nx + ny * ny <= d * d && !wins(nx, ny))
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
