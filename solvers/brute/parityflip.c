/*
 * Brute force for parityflip from the rules: memoized win/lose search over
 * whole sequences, with no theory about the game.
 *
 * A move picks i with a_i > 0, subtracts 1 from a_i and adds 1 to each
 * position of any set of later positions (possibly none). Each move makes the
 * sequence smaller in lexicographic order, so the game ends. From a start a,
 * position j can only ever hold cap_j = a_j + cap_1 + ... + cap_{j-1} (every
 * move at an earlier position adds at most one to it, and the earlier
 * positions together are decremented at most that many times), so every
 * reachable sequence is a digit of a mixed-radix number below the product of
 * (cap_j + 1): a table of that size holds the outcomes. Small inputs only: the
 * table is refused beyond 2^25 entries.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 20
#define MAXCELLS (1L << 25)

static int n;
static long cap[MAXN], radix[MAXN]; /* radix[j]: the weight of position j's digit */
static signed char *memo;           /* -1 unknown, 0 lost, 1 won for the player to move */

/* Outcome of the sequence whose mixed-radix code is code (digits in a[]). */
static int wins(long code, long *a)
{
	if (memo[code] >= 0)
		return memo[code];
	int win = 0;
	for (int i = 0; i < n && !win; i++) {
		if (a[i] == 0)
			continue;
		int later = n - 1 - i;
		/* every subset of the later positions: bit b adds one at position i + 1 + b */
		for (long set = 0; set < (1L << later) && !win; set++) {
			int ok = 1;
			for (int b = 0; b < later; b++)
				if ((set >> b & 1) && a[i + 1 + b] == cap[i + 1 + b])
					ok = 0; /* cannot happen from the start (see above); guard anyway */
			if (!ok)
				continue;
			long next = code - radix[i];
			a[i]--;
			for (int b = 0; b < later; b++)
				if (set >> b & 1) {
					a[i + 1 + b]++;
					next += radix[i + 1 + b];
				}
			win = !wins(next, a);
			for (int b = 0; b < later; b++)
				if (set >> b & 1)
					a[i + 1 + b]--;
			a[i]++;
		}
	}
	return memo[code] = (signed char)win;
}

int main(void)
{
	int cases;
	if (scanf("%d", &cases) != 1)
		return 1;
	while (cases-- > 0) {
		if (scanf("%d", &n) != 1)
			return 1;
		if (n > MAXN) {
			fprintf(stderr, "brute: n = %d is too large\n", n);
			return 1;
		}
		long a[MAXN], cells = 1, earlier = 0;
		for (int i = 0; i < n; i++) {
			if (scanf("%ld", &a[i]) != 1)
				return 1;
			cap[i] = a[i] + earlier;
			earlier += cap[i];
			if (cap[i] + 1 > MAXCELLS / cells) {
				fprintf(stderr, "brute: the sequence is too large to search\n");
				return 1;
			}
			radix[i] = cells;
			cells *= cap[i] + 1;
		}
		memo = malloc((size_t)cells);
		if (!memo)
			return 3;
		memset(memo, -1, (size_t)cells);
		long code = 0;
		for (int i = 0; i < n; i++)
			code += a[i] * radix[i];
		puts(wins(code, a) ? "First" : "Second");
		free(memo);
	}
	return 0;
}
