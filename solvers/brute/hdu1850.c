/*
 * hdu1850 brute force: plays Nim from its rules, without the xor theorem.
 *
 * Every position reachable from a case's piles has pile i between 0 and a_i,
 * so positions are numbered in the mixed radix (a_1 + 1, ..., a_M + 1) and a
 * memo table over that box records whether the player to move wins (he does
 * when some move, taking at least one stone from one pile, reaches a losing
 * position; with no stones left he has no move and loses). The answer is the
 * number of first moves, (pile, new size) pairs, that reach a losing position.
 * For small inputs only: a case whose box exceeds LIMIT positions is refused.
 */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 20000000L

static int m;
static long pile[128], radix[128];
static signed char *memo; /* -1 unknown, 0 lose, 1 win for the player to move */

/* Position code from the current pile sizes in cur[]. */
static long encode(const long *cur)
{
	long code = 0;
	for (int i = 0; i < m; i++)
		code += cur[i] * radix[i];
	return code;
}

static int wins(long *cur)
{
	long code = encode(cur);
	if (memo[code] >= 0)
		return memo[code];
	int win = 0;
	for (int i = 0; i < m && !win; i++) {
		long keep = cur[i];
		for (long b = 0; b < keep && !win; b++) {
			cur[i] = b;
			if (!wins(cur))
				win = 1;
		}
		cur[i] = keep;
	}
	memo[code] = (signed char)win;
	return win;
}

int main(void)
{
	while (scanf("%d", &m) == 1 && m != 0) {
		long size = 1;
		for (int i = 0; i < m; i++) {
			if (scanf("%ld", &pile[i]) != 1)
				return 1;
			radix[i] = size;
			if (size > LIMIT / (pile[i] + 1)) {
				fprintf(stderr, "brute: case too large\n");
				return 1;
			}
			size *= pile[i] + 1;
		}
		memo = malloc((size_t)size);
		if (!memo)
			return 1;
		for (long k = 0; k < size; k++)
			memo[k] = -1;
		long cur[128];
		for (int i = 0; i < m; i++)
			cur[i] = pile[i];
		int count = 0;
		for (int i = 0; i < m; i++) {
			for (long b = 0; b < pile[i]; b++) {
				cur[i] = b;
				if (!wins(cur))
					count++;
			}
			cur[i] = pile[i];
		}
		printf("%d\n", count);
		free(memo);
	}
	return 0;
}
