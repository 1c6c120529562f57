/*
 * wythoffplay Wythoff's Game, Play It Out, explored: two heaps (a, b). The
 * table is win/lose of (a, b) for every cell of the grid, by the rules: a
 * position is won when some move (fewer stones in one heap, or the same number
 * fewer in both) leaves a lost one.
 *
 * The problem is interactive: a run is one game, and the program is run here
 * on what the judge first sends, with no judge to answer it. So the input asks
 * one position only, by the program's first move: the won position of the
 * range that comes last in table order, as "a b". The right answer is any "x
 * y" that is a legal move into a lost position; what the program does after
 * that line (it reads the end of its input) does not count.
 */
#include "explore.h"

#define TOP 300

static char *win; /* win[a * (TOP + 1) + b] */
static long pa = -1, pb = -1; /* the position asked */

static int lost(long a, long b)
{
	return !win[a * (TOP + 1) + b];
}

static void solve(long top)
{
	for (long a = 0; a <= top; a++)
		for (long b = 0; b <= top; b++) {
			int w = 0;
			for (long t = 1; t <= a && !w; t++)
				w = lost(a - t, b);
			for (long t = 1; t <= b && !w; t++)
				w = lost(a, b - t);
			for (long t = 1; t <= a && t <= b && !w; t++)
				w = lost(a - t, b - t);
			win[a * (TOP + 1) + b] = (char)w;
		}
}

static int allowed(long a, long b)
{
	return a == pa && b == pb;
}

static void ask(long a, long b)
{
	printf("%ld %ld\n", a, b);
}

/* Whether (a, b) -> (x, y) is one legal move into a lost position. */
static int winning(long a, long b, long x, long y)
{
	int legal = (x < a && y == b) || (x == a && y < b) || (x < a && a - x == b - y);
	return legal && x >= 0 && y >= 0 && lost(x, y);
}

static int accept(long a, long b, const char *got)
{
	long x, y;
	int used = -1;
	if (sscanf(got, "%ld %ld%n", &x, &y, &used) != 2 || got[used] || strspn(got, "0123456789 ") != strlen(got))
		return 0;
	return winning(a, b, x, y);
}

static const char *want(long a, long b, int k)
{
	static char buf[48];
	(void)k;
	long to[3][2] = { { 0, b }, { a, 0 }, { a - (a < b ? a : b), b - (a < b ? a : b) } };
	for (int kind = 0; kind < 3; kind++) /* one heap, the other, both: each to every smaller size */
		for (; to[kind][0] <= a && to[kind][1] <= b; to[kind][0] += kind != 1, to[kind][1] += kind != 0)
			if (winning(a, b, to[kind][0], to[kind][1])) {
				snprintf(buf, sizeof buf, "%ld %ld", to[kind][0], to[kind][1]);
				return buf;
			}
	return "lose";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	ex_done();
	long top = ex_hi[0] > ex_hi[1] ? ex_hi[0] : ex_hi[1];
	if (top > 300)
		ex_usage("range: heaps up to 300 only, got %ld", top);
	win = calloc((TOP + 1) * (TOP + 1), 1);
	if (!win)
		return 3;
	solve(top);
	if (ex_mode == EX_TABLE) {
		for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
			for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
				ex_value(!lost(a, b));
	} else {
		for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
			for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
				if (!lost(a, b))
					pa = a, pb = b;
		struct ex_cases cs = {
			.dims = 2, .max = 1, .allowed = allowed, .ask = ask, .want = want, .accept = accept
		};
		ex_run_cases(&cs);
	}
	free(win);
	return 0;
}
