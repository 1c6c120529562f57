/*
 * cf69d brute force: plays the full game from its rules, reflections included.
 * A state is (x, y, a, b): the point, whether the player to move has used his
 * reflection (a) and whether the opponent has (b). Moves: add one of the n vectors
 * (a move that puts the point farther than d from the origin loses at once for the
 * player who made it), or, when a == 0, reflect the point over y = x, i.e. swap
 * the coordinates. The roles swap after every move. The game is finite: a vector
 * move raises x + y, and only two reflections exist. Memoized depth-first search.
 */
#include <stdio.h>

#define OFF 200
static signed char memo[2 * OFF + 1][2 * OFF + 1][2][2];	/* 0 unknown, 1 win, 2 lose */
static int n, d2, vx[20], vy[20];

static int wins(int x, int y, int a, int b)
{
	signed char *m = &memo[x + OFF][y + OFF][a][b];
	if (*m)
		return *m == 1;
	int w = 0;
	for (int i = 0; i < n && !w; i++) {
		int nx = x + vx[i], ny = y + vy[i];
		if (nx * nx + ny * ny > d2)
			continue;	/* this move loses for the mover */
		if (!wins(nx, ny, b, a))
			w = 1;
	}
	if (!w && !a && !wins(y, x, b, 1))
		w = 1;
	*m = w ? 1 : 2;
	return w;
}

int main(void)
{
	int x, y, d;
	if (scanf("%d %d %d %d", &x, &y, &n, &d) != 4)
		return 0;
	for (int i = 0; i < n; i++)
		if (scanf("%d %d", &vx[i], &vy[i]) != 2)
			return 0;
	d2 = d * d;
	puts(wins(x, y, 0, 0) ? "Anton" : "Dasha");
	return 0;
}
