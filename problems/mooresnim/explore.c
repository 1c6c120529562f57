/*
 * mooresnim Moore's Nim-k, explored: the heaps (a, b, c), c a parameter; a
 * move takes at least one stone from each of 1..k heaps (k a parameter, 1..3),
 * the mover's choice. The table is win/lose of the position for every (a, b)
 * of the grid, by the rules: a position is won when some move (every choice of
 * heaps and of smaller sizes for them) leaves a lost one. The input asks the
 * three heaps of every (a, b) as a case "3 k" (at most 100 cases, T <= 100).
 */
#include "explore.h"

#define TOP 20

static char win[TOP + 1][TOP + 1][TOP + 1]; /* win[a][b][c]: the player to move wins */
static long c, k;

/* Whether some move from h lowering exactly the heaps in mask (each to any smaller size) leaves a lost position. */
static int reaches_lost(const long h[3], int mask)
{
	long lim[3], t[3];
	for (int i = 0; i < 3; i++)
		lim[i] = mask >> i & 1 ? h[i] : 1; /* a chosen heap takes each size below h[i] */
	for (long x = 0; x < lim[0]; x++)
		for (long y = 0; y < lim[1]; y++)
			for (long z = 0; z < lim[2]; z++) {
				t[0] = mask & 1 ? x : h[0], t[1] = mask & 2 ? y : h[1], t[2] = mask & 4 ? z : h[2];
				if (!win[t[0]][t[1]][t[2]])
					return 1;
			}
	return 0;
}

static void solve(long top, long last)
{
	for (long a = 0; a <= top; a++)
		for (long b = 0; b <= top; b++)
			for (long z = 0; z <= last; z++) {
				long h[3] = { a, b, z };
				int w = 0;
				for (int mask = 1; mask < 8 && !w; mask++) {
					int heaps = (mask & 1) + (mask >> 1 & 1) + (mask >> 2 & 1), empty = 0;
					for (int i = 0; i < 3; i++)
						empty |= (mask >> i & 1) && h[i] == 0;
					if (heaps <= k && !empty)
						w = reaches_lost(h, mask);
				}
				win[a][b][z] = (char)w;
			}
}

static int allowed(long a, long b)
{
	(void)a, (void)b;
	return 1;
}

static void ask(long a, long b)
{
	printf("3 %ld\n%ld %ld %ld\n", k, a, b, c);
}

static const char *want(long a, long b, int unused)
{
	(void)unused;
	return win[a][b][c] ? "First" : "Second";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	c = ex_param("c");
	k = ex_param("k");
	ex_done();
	if (c < 0 || c > TOP)
		ex_usage("c: expected 0..%d, got %ld", TOP, c);
	if (k < 1 || k > 3)
		ex_usage("k: expected 1..3, got %ld", k);
	long top = ex_hi[0] > ex_hi[1] ? ex_hi[0] : ex_hi[1];
	if (top > TOP)
		ex_usage("range: heaps up to %d only, got %ld", TOP, top);
	solve(top > c ? top : c, c);
	if (ex_mode == EX_TABLE) {
		for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
			for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
				ex_value(win[a][b][c]);
		return 0;
	}
	struct ex_cases cs = { .dims = 2, .max = 100, .count_first = 1, .allowed = allowed, .ask = ask, .want = want };
	ex_run_cases(&cs);
	return 0;
}
