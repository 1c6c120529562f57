/*
 * cf69d Dot: win/lose table over the lattice points of the disc x^2 + y^2 <= d^2,
 * ignoring the reflections (they never change the outcome: a reflection can always be
 * undone at once by the opponent's own reflection; see the statement's notes).
 * Every vector has non-negative coordinates and is non-zero, so a move raises x + y
 * by at least 1: filling the table by decreasing x + y sees every successor first.
 * A move that leaves the disc loses for its maker; a point is won when some vector
 * leads to a lost point inside the disc. O(d^2 n).
 */
#include <stdio.h>

#define OFF 200
static signed char win[2 * OFF + 1][2 * OFF + 1];

int main(void)
{
	int x0, y0, n, d, vx[20], vy[20];
	if (scanf("%d %d %d %d", &x0, &y0, &n, &d) != 4)
		return 0;
	for (int i = 0; i < n; i++)
		if (scanf("%d %d", &vx[i], &vy[i]) != 2)
			return 0;
	int d2 = d * d;
	for (int s = 2 * d; s >= -2 * d; s--) {
		int lo = s - d > -d ? s - d : -d, hi = s + d < d ? s + d : d;
		for (int x = lo; x <= hi; x++) {
			int y = s - x;
			if (x * x + y * y > d2)
				continue;
			int w = 0;
			for (int i = 0; i < n && !w; i++) {
				int nx = x + vx[i], ny = y + vy[i];
				if (nx * nx + ny * ny <= d2 && !win[nx + OFF][ny + OFF])
					w = 1;
			}
			win[x + OFF][y + OFF] = (signed char)w;
		}
	}
	puts(win[x0 + OFF][y0 + OFF] ? "Anton" : "Dasha");
	return 0;
}
