/*
 * hdu2873 Bomb Game: brute force from the rules.
 *
 * The whole board is one bit mask (cell (p,q) is bit (p-1)*m + (q-1)); a set bit
 * is a bomb. Exploding the bomb at (p,q) clears its bit, then places the new
 * bombs: with p, q > 1 one at (u,q), u < p, and one at (p,v), v < q; on row 1 one
 * at (1,v), v < q; on column 1 one at (u,1), u < p. Placing a bomb where one
 * already is removes both (the bit flips), and a bomb reaching (1,1) is removed.
 * Every new bomb lies earlier in row-major order than the exploded one, so each
 * move lowers the mask as a number: win/lose is filled in for masks in increasing
 * order, with no Grundy theory. Boards of at most 20 cells only; the table of a
 * board shape is kept for later cases of the same shape.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXCELLS 20

static unsigned char *table[MAXCELLS + 1][MAXCELLS + 1]; /* win/lose per board shape */

static unsigned char *solve_shape(int n, int m)
{
	if (table[n][m])
		return table[n][m];
	uint32_t states = 1u << (n * m);
	unsigned char *win = malloc(states);
	if (!win) {
		fprintf(stderr, "brute: out of memory\n");
		exit(1);
	}
	for (uint32_t s = 0; s < states; s++) {
		int w = 0;
		for (int p = 1; p <= n && !w; p++)
			for (int q = 1; q <= m && !w; q++) {
				uint32_t bit = 1u << ((p - 1) * m + (q - 1));
				if (!(s & bit) || (p == 1 && q == 1))
					continue;
				uint32_t base = s & ~bit;
				if (p > 1 && q > 1) {
					for (int u = 1; u < p && !w; u++)
						for (int v = 1; v < q && !w; v++) {
							uint32_t t = base ^ (1u << ((u - 1) * m + (q - 1))) ^
								     (1u << ((p - 1) * m + (v - 1)));
							if (!win[t & ~1u])
								w = 1;
						}
				} else if (p == 1) {
					for (int v = 1; v < q && !w; v++)
						if (!win[(base ^ (1u << (v - 1))) & ~1u])
							w = 1;
				} else {
					for (int u = 1; u < p && !w; u++)
						if (!win[(base ^ (1u << ((u - 1) * m))) & ~1u])
							w = 1;
				}
			}
		win[s] = (unsigned char)w;
	}
	return table[n][m] = win;
}

int main(void)
{
	int n, m;
	char row[64];
	while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
		if (n * m > MAXCELLS) {
			fprintf(stderr, "brute: a %d x %d board is too large (at most %d cells)\n", n,
				m, MAXCELLS);
			return 1;
		}
		uint32_t s = 0;
		for (int p = 1; p <= n; p++) {
			if (scanf("%63s", row) != 1)
				return 1;
			for (int q = 1; q <= m; q++)
				if (row[q - 1] == '#')
					s |= 1u << ((p - 1) * m + (q - 1));
		}
		s &= ~1u; /* a bomb on (1,1) vanishes at once */
		puts(solve_shape(n, m)[s] ? "John" : "Jack");
	}
	return 0;
}
