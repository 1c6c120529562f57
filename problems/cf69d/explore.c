/*
 * cf69d Dot, explored: the point starts at (x, y), a move adds one of the
 * vectors V (a parameter: x1,y1,x2,y2,...) or, once per game for each player,
 * reflects the point over y = x; whoever moves it farther than d (a
 * parameter) from the origin loses. The table is win/lose for Anton, moving
 * first, for every start (x, y) of the grid (x, y >= 0) within d, by the
 * rules over the states (the point, which player has used the reflection,
 * whose turn): a state is won when some move that stays within d leaves a
 * lost state; a start outside d is shown as lost (it is no position).
 *
 * The input is one game, so it asks one start only: the first of the range in
 * table order that lies within d (the origin for the default range).
 */
#include "explore.h"

#define D 200

static signed char memo[2 * D + 1][2 * D + 1][2][2]; /* 1 won, -1 lost, 0 not yet searched */
static long v[40], d;
static int nv;

/* The player to move at (x, y); mine: he has used his reflection, theirs: the opponent has. */
static int wins(long x, long y, int mine, int theirs)
{
	signed char *m = &memo[x + D][y + D][mine][theirs];
	if (*m)
		return *m > 0;
	int w = 0;
	for (int i = 0; i < nv && !w; i++) {
		long nx = x + v[2 * i], ny = y + v[2 * i + 1];
		w = nx * nx + ny * ny <= d * d && !wins(nx, ny, theirs, mine);
	}
	if (!w && !mine)
		w = !wins(y, x, theirs, 1);
	*m = w ? 1 : -1;
	return w;
}

static int inside(long x, long y)
{
	return x * x + y * y < d * d;
}

static int allowed(long x, long y)
{
	return inside(x, y);
}

static void ask(long x, long y)
{
	printf("%ld %ld %d %ld\n", x, y, nv, d);
	for (int i = 0; i < nv; i++)
		printf("%ld %ld\n", v[2 * i], v[2 * i + 1]);
}

static const char *want(long x, long y, int k)
{
	(void)k;
	return wins(x, y, 0, 0) ? "Anton" : "Dasha";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	d = ex_param("d");
	int n = ex_list("V", v, 40);
	ex_done();
	if (d < 1 || d > D)
		ex_usage("d: expected 1..%d, got %ld", D, d);
	if (n == 0 || n % 2)
		ex_usage("V: expected 1 to 20 vectors as x1,y1,x2,y2,...");
	nv = n / 2;
	for (int i = 0; i < nv; i++) {
		if (v[2 * i] < 0 || v[2 * i + 1] < 0 || v[2 * i] > D || v[2 * i + 1] > D || !(v[2 * i] || v[2 * i + 1]))
			ex_usage("V: vector %d: expected 0 <= x, y <= %d, not both 0", i + 1, D);
		for (int j = 0; j < i; j++)
			if (v[2 * j] == v[2 * i] && v[2 * j + 1] == v[2 * i + 1])
				ex_usage("V: vector %d appears twice", i + 1);
	}
	if (ex_hi[0] > d || ex_hi[1] > d)
		ex_usage("range: coordinates up to d = %ld only", d);
	if (ex_mode == EX_TABLE) {
		for (long x = ex_lo[0]; x <= ex_hi[0]; x++)
			for (long y = ex_lo[1]; y <= ex_hi[1]; y++)
				ex_value(inside(x, y) && wins(x, y, 0, 0));
		return 0;
	}
	struct ex_cases cs = { .dims = 2, .max = 1, .allowed = allowed, .ask = ask, .want = want };
	ex_run_cases(&cs);
	return 0;
}
