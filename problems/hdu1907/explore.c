/*
 * hdu1907 John, explored: misere Nim (whoever takes the last stone loses) on
 * the heaps (a, b, c), c a parameter (0: two heaps only). The table is
 * win/lose of the position for the player to move, for every (a, b) of the
 * grid, by the rules: with no stone left the player to move has won (the
 * other took the last one); else a position is won when some move (any
 * smaller size of one heap) leaves a lost one. The input asks the heaps of
 * every (a, b) with a, b >= 1 as a case (at most 474); John moves first.
 */
#include "explore.h"

#define TOP 60

static char win[TOP + 1][TOP + 1][TOP + 1]; /* win[a][b][c]: the player to move wins */
static long c;

/* Fills win for every heap up to top (a, b) and last (c), each from the positions its moves reach. */
static void solve(long top, long last)
{
	for (long a = 0; a <= top; a++)
		for (long b = 0; b <= top; b++)
			for (long z = 0; z <= last; z++) {
				int w = a + b + z == 0;
				for (long y = 0; y < a && !w; y++)
					w = !win[y][b][z];
				for (long y = 0; y < b && !w; y++)
					w = !win[a][y][z];
				for (long y = 0; y < z && !w; y++)
					w = !win[a][b][y];
				win[a][b][z] = (char)w;
			}
}

static int allowed(long a, long b)
{
	return a >= 1 && b >= 1;
}

static void ask(long a, long b)
{
	if (c)
		printf("3\n%ld %ld %ld\n", a, b, c);
	else
		printf("2\n%ld %ld\n", a, b);
}

static const char *want(long a, long b, int k)
{
	(void)k;
	return win[a][b][c] ? "John" : "Brother";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	c = ex_param("c");
	ex_done();
	if (c < 0 || c > TOP)
		ex_usage("c: expected 0..%d, got %ld", TOP, c);
	long top = ex_hi[0] > ex_hi[1] ? ex_hi[0] : ex_hi[1];
	if (top > TOP)
		ex_usage("range: heaps up to %d only, got %ld", TOP, top);
	solve(top, c);
	if (ex_mode == EX_TABLE) {
		for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
			for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
				ex_value(win[a][b][c]);
		return 0;
	}
	struct ex_cases cs = { .dims = 2, .max = 474, .count_first = 1, .allowed = allowed, .ask = ask, .want = want };
	ex_run_cases(&cs);
	return 0;
}
