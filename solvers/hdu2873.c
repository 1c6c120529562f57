/*
 * hdu2873 Bomb Game: reference solver.
 *
 * A cell either holds a bomb or not: two bombs meeting on one cell both vanish,
 * so a move flips cells, and a set of bombs behaves like a coin-turning game.
 * Its Grundy value is the xor of the values of the single bombs. For one bomb:
 *   g(1,1) = 0 (it vanishes at once),
 *   g(1,q) = q - 1 and g(p,1) = p - 1 (a Nim heap: the new bomb moves closer),
 *   g(p,q) = mex { g(u,q) xor g(p,v) : u < p, v < q } for p, q > 1.
 * The table for 50 x 50 costs about 1.6 * 10^6 steps once; every value is below
 * 512 (the largest is 364), so the mex works on 512 flags.
 */
#include <stdio.h>
#include <string.h>

#define MAXS 50

static int g[MAXS + 1][MAXS + 1];

static void build_table(void)
{
	static unsigned char seen[512];
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

int main(void)
{
	int n, m;
	static char row[MAXS + 2];
	build_table();
	while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
		int sum = 0;
		for (int p = 1; p <= n; p++) {
			if (scanf("%51s", row) != 1)
				return 0;
			for (int q = 1; q <= m && row[q - 1]; q++)
				if (row[q - 1] == '#')
					sum ^= g[p][q];
		}
		puts(sum ? "John" : "Jack");
	}
	return 0;
}
