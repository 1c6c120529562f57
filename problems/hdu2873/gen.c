/*
 * hdu2873 generator: boards "n m" + n rows of '.'/'#', then the line "0 0".
 *   --c C            number of boards (default 10, at most 1000)
 *   --nmin --nmax    range of n (default 1..50)
 *   --mmin --mmax    range of m (default 1..50)
 *   --cellsmax K     redraw n and m until n * m <= K (default 2500; small for the brute force)
 *   --dmin --dmax    each board draws a bomb density in [dmin, dmax] percent (default 0..100)
 *   --lose P         percent of boards on which one cell is flipped, when a suitable cell
 *                    exists, so that the first player loses (default 0). This uses the
 *                    Grundy table only to shape the data; the brute force checks answers.
 *   --seed S
 */
#include "gen.h"

#define MAXS 50

static int g[MAXS + 1][MAXS + 1];
static char board[MAXS][MAXS + 1];

static void build_table(void)
{
	static char seen[512];
	for (int p = 1; p <= MAXS; p++)
		for (int q = 1; q <= MAXS; q++) {
			if (p == 1 || q == 1) {
				g[p][q] = p + q - 2;
				continue;
			}
			memset(seen, 0, sizeof seen);
			for (int u = 1; u < p; u++)
				for (int v = 1; v < q; v++)
					seen[g[u][q] ^ g[p][v]] = 1;
			int x = 0;
			while (seen[x])
				x++;
			g[p][q] = x;
		}
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long c = gen_arg("c", 10);
	long long nmin = gen_arg("nmin", 1), nmax = gen_arg("nmax", MAXS);
	long long mmin = gen_arg("mmin", 1), mmax = gen_arg("mmax", MAXS);
	long long cellsmax = gen_arg("cellsmax", MAXS * MAXS);
	long long dmin = gen_arg("dmin", 0), dmax = gen_arg("dmax", 100);
	long long lose = gen_arg("lose", 0);
	gen_done();
	if (c < 1 || c > 1000 || nmin < 1 || nmin > nmax || nmax > MAXS || mmin < 1 || mmin > mmax ||
	    mmax > MAXS || cellsmax < nmin * mmin || dmin < 0 || dmin > dmax || dmax > 100) {
		fprintf(stderr, "gen: arguments out of range\n");
		return 2;
	}
	build_table();
	for (long long k = 0; k < c; k++) {
		long long n, m;
		do {
			n = gen_range(nmin, nmax);
			m = gen_range(mmin, mmax);
		} while (n * m > cellsmax);
		long long density = gen_range(dmin, dmax);
		int sum = 0;
		for (int p = 0; p < n; p++) {
			for (int q = 0; q < m; q++) {
				int bomb = gen_range(1, 100) <= density;
				board[p][q] = bomb ? '#' : '.';
				if (bomb)
					sum ^= g[p + 1][q + 1];
			}
			board[p][m] = '\0';
		}
		if (sum && gen_range(1, 100) <= lose) {
			/* flip a random cell whose value equals the xor, if there is one */
			int count = 0;
			for (int p = 0; p < n; p++)
				for (int q = 0; q < m; q++)
					count += g[p + 1][q + 1] == sum;
			if (count) {
				long long pick = gen_range(1, count);
				for (int p = 0; p < n; p++)
					for (int q = 0; q < m; q++)
						if (g[p + 1][q + 1] == sum && --pick == 0)
							board[p][q] = board[p][q] == '#' ? '.' : '#';
			}
		}
		printf("%lld %lld\n", n, m);
		for (int p = 0; p < n; p++)
			printf("%s\n", board[p]);
	}
	printf("0 0\n");
	return 0;
}
