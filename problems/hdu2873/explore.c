/*
 * hdu2873 Bomb Game, explored: the value of a single bomb at (p, q). A bomb
 * explodes into one bomb above it in its column and one left of it in its row
 * (only one on the first row or column); two bombs on a cell annihilate and a
 * bomb on (1, 1) vanishes. Cells therefore count only by the parity of their
 * bombs, like the coins of a coin-turning game, and a set of bombs is the sum
 * of its single bombs: the value of the pair (u, q), (p, v) a move leaves is
 * g(u, q) xor g(p, v) (xor is exactly that annihilation). The table is
 * g(p, q) by mex over every move of the bomb, g(1, 1) = 0. The brute force
 * plays whole boards with no such values and agrees (statement, notes). The
 * input asks, for each (p, q), about the p x q board with one bomb in its
 * bottom-right cell (at most 1000 boards, ended by "0 0"): John wins exactly
 * when that bomb's value is not 0.
 */
#include "explore.h"

#define SIDE 50

static int g[SIDE + 1][SIDE + 1];

static int allowed(long p, long q)
{
	(void)p, (void)q;
	return 1;
}

static void ask(long p, long q)
{
	printf("%ld %ld\n", p, q);
	for (long r = 1; r <= p; r++) {
		for (long c = 1; c <= q; c++)
			putchar(r == p && c == q ? '#' : '.');
		putchar('\n');
	}
}

static const char *want(long p, long q, int k)
{
	(void)k;
	return g[p][q] ? "John" : "Jack";
}

int main(int argc, char **argv)
{
	static char seen[1024];
	ex_init(argc, argv, 2);
	ex_done();
	if (ex_lo[0] < 1 || ex_lo[1] < 1 || ex_hi[0] > SIDE || ex_hi[1] > SIDE)
		ex_usage("range: cells are 1..%d in each direction", SIDE);
	for (int p = 1; p <= SIDE; p++)
		for (int q = 1; q <= SIDE; q++) {
			if (p == 1 && q == 1)
				continue;
			memset(seen, 0, sizeof seen);
			if (p == 1)
				for (int v = 1; v < q; v++)
					seen[g[1][v]] = 1;
			else if (q == 1)
				for (int u = 1; u < p; u++)
					seen[g[u][1]] = 1;
			else
				for (int u = 1; u < p; u++)
					for (int v = 1; v < q; v++)
						seen[g[u][q] ^ g[p][v]] = 1;
			while (seen[g[p][q]])
				g[p][q]++;
		}
	if (ex_mode == EX_TABLE) {
		for (long p = ex_lo[0]; p <= ex_hi[0]; p++)
			for (long q = ex_lo[1]; q <= ex_hi[1]; q++)
				ex_value(g[p][q]);
	} else {
		struct ex_cases c = {
			.dims = 2, .max = 1000, .end = "0 0", .allowed = allowed, .ask = ask, .want = want
		};
		ex_run_cases(&c);
	}
	return 0;
}
