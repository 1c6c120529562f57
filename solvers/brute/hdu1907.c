/*
 * hdu1907 brute force: plays misere Nim from its rules, with no theorem.
 *
 * Every position reachable from a case has pile i between 0 and a_i, so
 * positions are numbered in the mixed radix (a_1 + 1, ..., a_N + 1) and a memo
 * table over that box records whether the player to move wins. With every
 * pile empty the opponent has just taken the last stone and lost, so the
 * player to move has won; otherwise he wins when some move (one or more stones
 * from one pile) reaches a position lost for the player then to move. For
 * small inputs only: a case whose box exceeds LIMIT positions is refused.
 */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 20000000L

static int n;
static long radix[64];
static signed char *memo; /* -1 unknown, 0 lose, 1 win for the player to move */

static int wins(long *cur)
{
	long code = 0, stones = 0;
	for (int i = 0; i < n; i++) {
		code += cur[i] * radix[i];
		stones += cur[i];
	}
	if (stones == 0)
		return 1;
	if (memo[code] >= 0)
		return memo[code];
	int win = 0;
	for (int i = 0; i < n && !win; i++) {
		long keep = cur[i];
		for (long b = 0; b < keep && !win; b++) {
			cur[i] = b;
			win = !wins(cur);
		}
		cur[i] = keep;
	}
	memo[code] = (signed char)win;
	return win;
}

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 1;
	while (t-- > 0) {
		long cur[64], size = 1;
		if (scanf("%d", &n) != 1 || n < 1 || n > 64)
			return 1;
		for (int i = 0; i < n; i++) {
			if (scanf("%ld", &cur[i]) != 1)
				return 1;
			radix[i] = size;
			if (size > LIMIT / (cur[i] + 1)) {
				fprintf(stderr, "brute: case too large\n");
				return 1;
			}
			size *= cur[i] + 1;
		}
		memo = malloc((size_t)size);
		if (!memo)
			return 1;
		for (long k = 0; k < size; k++)
			memo[k] = -1;
		puts(wins(cur) ? "John" : "Brother");
		free(memo);
	}
	return 0;
}
