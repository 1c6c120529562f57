/*
 * hdu3980 Paint Chain: reference solver.
 *
 * The first move on the untouched circle always leaves a chain (a line) of
 * N - M unpainted beads, whatever bead it starts at. On a chain of l beads a
 * move paints M consecutive beads and leaves two independent chains a and
 * l - M - a, so g(l) = mex { g(a) xor g(l - M - a) }, with g(l) = 0 for l < M.
 * The first player wins exactly when N >= M and g(N - M) = 0 (after the first
 * move it is the opponent who faces the chain).
 *
 * Tables are kept per block size M and extended on demand, so a test that
 * reuses an M pays nothing; the worst test (every M from 1 to 1000 once)
 * costs about 4 * 10^7 steps. Every Grundy value stays below 64 for
 * N, M <= 1000 (checked by exhausting them all), so the set of values seen
 * is one 64-bit mask and the pair (a, l - M - a) is visited only once.
 */
#include <stdint.h>
#include <stdio.h>

#define MAXN 1000

static unsigned char grundy[MAXN + 1][MAXN + 1]; /* grundy[m][l] */
static int known[MAXN + 1];                      /* lengths 0..known[m]-1 are done */

static int chain_grundy(int m, int len)
{
	unsigned char *g = grundy[m];
	for (int l = known[m]; l <= len; l++) {
		if (l < m) {
			g[l] = 0;
			continue;
		}
		uint64_t seen = 0;
		int rest = l - m;
		for (int a = 0; a <= rest / 2; a++)
			seen |= (uint64_t)1 << (g[a] ^ g[rest - a]);
		int x = 0;
		while (seen >> x & 1)
			x++;
		g[l] = (unsigned char)x;
	}
	if (known[m] <= len)
		known[m] = len + 1;
	return g[len];
}

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	for (int k = 1; k <= t; k++) {
		int n, m;
		if (scanf("%d %d", &n, &m) != 2)
			break;
		int first_wins = n >= m && chain_grundy(m, n - m) == 0;
		printf("Case #%d: %s\n", k, first_wins ? "aekdycoin" : "abcdxyzk");
	}
	return 0;
}
