/*
 * northcottplay generator: one start position, always a win for the first player (the xor
 * of the gaps is not 0), and the interactor's seed and retreat percentage.
 *
 *   --nlo, --nhi  rows n drawn from [nlo, nhi] (default 1..20)
 *   --mlo, --mhi  width m drawn from [mlo, mhi] (default 3..100)
 *   --p P         the interactor's retreat percentage, written to the input (default 60)
 *   --adj P       percent of rows with the pieces side by side (gap 0)
 *   --wall P      percent of rows with the contestant's piece against its own edge of the board
 *                 (the longest chase in that row, and no room to copy a move towards it)
 *   --shape S     0: random rows;
 *                 1: rows in pairs of equal gaps plus one row of gap 1 or more, so the first
 *                    winning move is plain (close that row) and the hard part comes later;
 *                 2: every gap 0 but one row's (the first move closes it; then a long chase)
 * The rows of a pair are put in random places; the position is then repaired, if its xor is 0,
 * by redrawing the last row.
 */
#include "gen.h"

static int n, m, you[20], me[20];
static long long adj, wall;

static int gap_of(int r)
{
	return (you[r] < me[r] ? me[r] - you[r] : you[r] - me[r]) - 1;
}

/* Row r with the given gap (0 <= g <= m - 2); the contestant's piece against its edge if edge. */
static void place(int r, int g, int edge)
{
	int left = edge ? 1 : (int)gen_range(1, m - g - 1), right = left + g + 1;
	if (edge) {
		if (gen_range(0, 1))
			you[r] = 1, me[r] = right;
		else
			you[r] = m, me[r] = m - g - 1;
		return;
	}
	if (gen_range(0, 1))
		you[r] = left, me[r] = right;
	else
		you[r] = right, me[r] = left;
}

static void random_row(int r, int g)
{
	long long roll = gen_range(1, 100);
	if (g < 0)
		g = roll <= adj ? 0 : (int)gen_range(0, m - 2);
	place(r, g, gen_range(1, 100) <= wall);
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long nlo = gen_arg("nlo", 1), nhi = gen_arg("nhi", 20);
	long long mlo = gen_arg("mlo", 3), mhi = gen_arg("mhi", 100);
	long long p = gen_arg("p", 60), shape = gen_arg("shape", 0);
	adj = gen_arg("adj", 0);
	wall = gen_arg("wall", 0);
	gen_done();
	if (nlo < 1 || nhi > 20 || nlo > nhi || mlo < 3 || mhi > 100 || mlo > mhi || p < 0 || p > 100) {
		fprintf(stderr, "gen: bad arguments\n");
		return 2;
	}
	n = (int)gen_range(nlo, nhi);
	m = (int)gen_range(mlo, mhi);
	if (shape == 1) {
		int odd = (int)gen_range(0, n - 1);
		random_row(odd, (int)gen_range(1, m - 2));
		for (int r = 0, prev = -1; r < n; r++) {
			if (r == odd)
				continue;
			if (prev < 0) {
				random_row(r, -1);
				prev = r;
			} else {
				random_row(r, gap_of(prev));
				prev = -1;
			}
		}
		if ((n - 1) % 2 == 1) /* one row left without a partner: give it the odd row's gap too */
			for (int r = n - 1; r >= 0; r--)
				if (r != odd) {
					random_row(r, 0);
					break;
				}
	} else if (shape == 2) {
		int odd = (int)gen_range(0, n - 1);
		for (int r = 0; r < n; r++)
			random_row(r, r == odd ? (int)gen_range(1, m - 2) : 0);
	} else {
		for (int r = 0; r < n; r++)
			random_row(r, -1);
	}
	for (int tries = 0;; tries++) {
		int s = 0;
		for (int r = 0; r < n; r++)
			s ^= gap_of(r);
		if (s != 0)
			break;
		random_row(n - 1, tries < 100 ? -1 : (int)gen_range(1, m - 2));
	}
	printf("%d %d %lld %lld\n", n, m, gen_range(0, 1000000000000000000LL), p);
	for (int r = 0; r < n; r++)
		printf("%d %d\n", you[r], me[r]);
	return 0;
}
