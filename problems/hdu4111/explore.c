/*
 * hdu4111 Alice and Bob, explored: the numbers (a, b, c), c a parameter (0:
 * two numbers only); a move takes 1 from one number (a number that reaches 0
 * is gone) or replaces two numbers by their sum; who cannot move loses. The
 * table is win/lose for the player to move, Alice, for every (a, b) of the
 * grid, by the rules: a memoized search over every position reached (at most
 * three numbers, sorted, 0 for none): won when some move leaves a lost one.
 * The input asks every (a, b) with a, b >= 1 as a case (at most 4000).
 */
#include "explore-heaps.h"

#define TOP 20
#define SUM (3 * TOP)

static signed char memo[SUM + 1][SUM + 1][SUM + 1]; /* 1 won, -1 lost, 0 not yet searched */
static long c;

static int wins(int x, int y, int z);

/* The position of x, y, z sorted (0: no number), and whether it is lost for the player to move. */
static int lost(int x, int y, int z)
{
	int t;
	if (x > y)
		t = x, x = y, y = t;
	if (y > z)
		t = y, y = z, z = t;
	if (x > y)
		t = x, x = y, y = t;
	return !wins(x, y, z);
}

static int wins(int x, int y, int z)
{
	signed char *m = &memo[x][y][z];
	if (*m)
		return *m > 0;
	int v[3] = { x, y, z }, w = 0;
	for (int i = 0; i < 3 && !w; i++) {
		if (!v[i])
			continue;
		int d[3] = { v[0], v[1], v[2] };
		d[i]--;
		w = lost(d[0], d[1], d[2]);
		for (int j = i + 1; j < 3 && !w; j++)
			if (v[j]) {
				int s[3] = { v[0], v[1], v[2] };
				s[i] += s[j], s[j] = 0;
				w = lost(s[0], s[1], s[2]);
			}
	}
	*m = w ? 1 : -1;
	return w;
}

static void ask(long a, long b)
{
	heaps_print(a, b, c);
}

static const char *want(long a, long b, int k)
{
	static char buf[32];
	snprintf(buf, sizeof buf, "Case #%d: %s", k, lost((int)a, (int)b, (int)c) ? "Bob" : "Alice");
	return buf;
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	c = ex_param("c");
	ex_done();
	if (c < 0 || c > TOP)
		ex_usage("c: expected 0..%d, got %ld", TOP, c);
	if (ex_hi[0] > TOP || ex_hi[1] > TOP)
		ex_usage("range: numbers up to %d only", TOP);
	if (ex_mode == EX_TABLE) {
		for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
			for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
				ex_value(!lost((int)a, (int)b, (int)c));
		return 0;
	}
	struct ex_cases cs = { .dims = 2, .max = 4000, .count_first = 1, .allowed = heaps_allowed, .ask = ask, .want = want };
	ex_run_cases(&cs);
	return 0;
}
