/*
 * nimplay Nim Against the Judge, explored: Nim on the heaps (a, b, c), c a
 * parameter. The table is win/lose of the position for every (a, b) of the
 * grid, by the rules: a position is won when some move (any smaller size of
 * one heap) leaves a lost one.
 *
 * The problem is interactive: a run is one game, and the program is run here
 * on what the judge first sends, with no judge to answer it. So the input asks
 * one position only, its first move: the won position of the range that comes
 * last in table order (the largest heaps), as "3" and "a b c". The right
 * answer is any move "i y" into a lost position; what the program does after
 * that line (it reads the end of its input) does not count.
 */
#include "explore.h"

#define TOP 60

static char win[TOP + 1][TOP + 1][TOP + 1]; /* win[a][b][c]: the player to move wins */
static long c;
static long pa = -1, pb = -1; /* the position asked */

/* Fills win for every heap up to top (a, b) and last (c), each from the positions its moves reach. */
static void solve(long top, long last)
{
	for (long a = 0; a <= top; a++)
		for (long b = 0; b <= top; b++)
			for (long z = 0; z <= last; z++) {
				int w = 0;
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
	return a == pa && b == pb;
}

static void ask(long a, long b)
{
	printf("3\n%ld %ld %ld\n", a, b, c);
}

/* Whether "i y" leaves heap i of (a, b, c) with y stones, a legal move into a lost position. */
static int winning(long a, long b, long i, long y)
{
	long h[4] = { 0, a, b, c };
	if (i < 1 || i > 3 || y < 0 || y >= h[i])
		return 0;
	h[i] = y;
	return !win[h[1]][h[2]][h[3]];
}

static int accept(long a, long b, const char *got)
{
	long i, y;
	int used = -1;
	if (sscanf(got, "%ld %ld%n", &i, &y, &used) != 2 || got[used] || strspn(got, "0123456789 ") != strlen(got))
		return 0;
	return winning(a, b, i, y);
}

static const char *want(long a, long b, int k)
{
	static char buf[48];
	long h[4] = { 0, a, b, c };
	(void)k;
	for (long i = 1; i <= 3; i++)
		for (long y = 0; y < h[i]; y++)
			if (winning(a, b, i, y)) {
				snprintf(buf, sizeof buf, "%ld %ld", i, y);
				return buf;
			}
	return "lose";
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
	for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
		for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
			if (win[a][b][c])
				pa = a, pb = b;
	struct ex_cases cs = {
		.dims = 2, .max = 1, .allowed = allowed, .ask = ask, .want = want, .accept = accept
	};
	ex_run_cases(&cs);
	return 0;
}
