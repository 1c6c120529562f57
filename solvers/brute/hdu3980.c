/*
 * hdu3980 Paint Chain: brute force from the rules.
 *
 * The circle is a bit mask of painted beads (bead i is bit i). A move picks a
 * start bead s and paints beads s, s+1, ..., s+M-1 (indices mod N), all of
 * which must be unpainted. A position is winning when some move leads to a
 * losing one; a player with no move loses. Positions are memoized per (N, M),
 * so only N <= 20 is searched; with N < M nobody can ever move and with N = M
 * the one move paints everything, which needs no search. No Grundy theory is
 * used: only win/lose on whole circles.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXB 20

static signed char memo[1 << MAXB]; /* -1 unknown, 0 lose, 1 win */
static uint32_t block[MAXB];
static int beads, len;
static signed char answer[MAXB + 1][MAXB + 1]; /* -1 not yet computed */

static int wins(uint32_t painted)
{
	if (memo[painted] >= 0)
		return memo[painted];
	int w = 0;
	for (int s = 0; s < beads && !w; s++)
		if (!(painted & block[s]) && !wins(painted | block[s]))
			w = 1;
	memo[painted] = (signed char)w;
	return w;
}

static int first_wins(int n, int m)
{
	if (n < m)
		return 0; /* fewer beads than a block: no move at all */
	if (n == m)
		return 1; /* the only move paints the whole circle; nothing is left */
	if (n > MAXB) {
		fprintf(stderr, "brute: N = %d is too large (N <= %d)\n", n, MAXB);
		exit(1);
	}
	if (answer[n][m] < 0) {
		beads = n;
		len = m;
		for (int s = 0; s < n; s++) {
			block[s] = 0;
			for (int j = 0; j < m; j++)
				block[s] |= (uint32_t)1 << ((s + j) % n);
		}
		memset(memo, -1, (size_t)1 << n);
		answer[n][m] = (signed char)wins(0);
	}
	return answer[n][m];
}

int main(void)
{
	int t;
	memset(answer, -1, sizeof answer);
	if (scanf("%d", &t) != 1)
		return 0;
	for (int k = 1; k <= t; k++) {
		int n, m;
		if (scanf("%d %d", &n, &m) != 2)
			break;
		printf("Case #%d: %s\n", k, first_wins(n, m) ? "aekdycoin" : "abcdxyzk");
	}
	return 0;
}
