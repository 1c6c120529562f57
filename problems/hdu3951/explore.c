/*
 * hdu3951, explored: win/lose of the circle of n coins (rows) when a move
 * takes 1..k consecutive coins (columns), from the rules as the brute force
 * plays them. The first move cuts the circle into a line of n - t coins
 * (1 <= t <= min(n, k)); a move on a line leaves two independent lines, so
 * the value of a line is the mex of the xors of its two parts over every move.
 * The circle is won when some first move leaves a line of value 0. No
 * periodicity theorem is claimed: the table is a grid over k as well. The
 * input asks "n k" for every cell of the grid, as one case each.
 */
#include "explore.h"

static int *sg;   /* sg[L]: the value of a line of L coins, for the current k */
static char *won; /* won[(n - lo) * cols + (k - lo2)] */
static long lo, hi, lo2, hi2, cols;

static int allowed(long n, long k)
{
	(void)n, (void)k;
	return 1;
}

static void ask(long n, long k)
{
	printf("%ld %ld\n", n, k);
}

static const char *want(long n, long k, int c)
{
	static char buf[64];
	snprintf(buf, sizeof buf, "Case %d: %s", c, won[(n - lo) * cols + (k - lo2)] ? "first" : "second");
	return buf;
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	ex_done();
	lo = ex_lo[0], hi = ex_hi[0], lo2 = ex_lo[1], hi2 = ex_hi[1];
	if (lo < 1 || lo2 < 1)
		ex_usage("n and k start at 1");
	if (hi > 2000 || hi2 > 2000)
		ex_usage("range: n and k at most 2000");
	cols = hi2 - lo2 + 1;
	sg = calloc((size_t)hi + 1, sizeof *sg);
	won = calloc((size_t)((hi - lo + 1) * cols), 1);
	char *seen = malloc(2 * (size_t)hi + 8);
	if (!sg || !won || !seen)
		return 3;
	for (long k = lo2; k <= hi2; k++) {
		for (long len = 1; len < hi; len++) {
			memset(seen, 0, 2 * (size_t)hi + 8);
			for (long take = 1; take <= len && take <= k; take++)
				for (long left = 0; left + take <= len; left++)
					seen[sg[left] ^ sg[len - take - left]] = 1;
			int g = 0;
			while (seen[g])
				g++;
			sg[len] = g;
		}
		for (long n = lo; n <= hi; n++) {
			int w = 0;
			for (long take = 1; take <= n && take <= k && !w; take++)
				w = sg[n - take] == 0;
			won[(n - lo) * cols + (k - lo2)] = (char)w;
		}
	}
	if (ex_mode == EX_TABLE) {
		for (long n = lo; n <= hi; n++)
			for (long k = lo2; k <= hi2; k++)
				ex_value(won[(n - lo) * cols + (k - lo2)]);
	} else {
		struct ex_cases c = {
			.dims = 2, .max = 100000, .count_first = 1, .allowed = allowed, .ask = ask, .want = want
		};
		ex_run_cases(&c);
	}
	free(sg);
	free(won);
	free(seen);
	return 0;
}
