/*
 * Brute force for twoqueues from the rules: memoized win/lose search over the
 * position (i, j), the numbers of values popped from the first and the second
 * queue, with the sum of everything popped so far.
 *
 * A move pops the head of a non-empty queue; if that makes the sum reach m the
 * mover has lost, so such a move is never a win. A position where both queues
 * are empty (and the sum is still below m) is lost for the player to move.
 * The player to move wins when some move leads to a lost position without
 * reaching m. O(H W) positions, with a full table: small inputs only.
 */
#include <stdio.h>
#include <stdlib.h>

static long long *qa, *qb, m;
static int h, w;
static signed char *memo; /* -1 unknown, 0 lost, 1 won for the player to move */

static int wins(int i, int j, long long sum)
{
	signed char *slot = &memo[(size_t)i * (w + 1) + j];
	if (*slot >= 0)
		return *slot;
	int win = 0;
	if (i < h && sum + qa[i] < m && !wins(i + 1, j, sum + qa[i]))
		win = 1;
	if (!win && j < w && sum + qb[j] < m && !wins(i, j + 1, sum + qb[j]))
		win = 1;
	return *slot = (signed char)win;
}

int main(void)
{
	int cases;
	if (scanf("%d", &cases) != 1)
		return 1;
	while (cases-- > 0) {
		if (scanf("%d %d %lld", &h, &w, &m) != 3)
			return 1;
		if ((long long)(h + 1) * (w + 1) > 4000000) {
			fprintf(stderr, "brute: %d x %d is too large\n", h, w);
			return 1;
		}
		qa = malloc(((size_t)h + 1) * sizeof *qa);
		qb = malloc(((size_t)w + 1) * sizeof *qb);
		memo = malloc(((size_t)h + 1) * ((size_t)w + 1));
		if (!qa || !qb || !memo)
			return 3;
		for (int i = 0; i < h; i++)
			if (scanf("%lld", &qa[i]) != 1)
				return 1;
		for (int j = 0; j < w; j++)
			if (scanf("%lld", &qb[j]) != 1)
				return 1;
		for (size_t c = 0; c < ((size_t)h + 1) * ((size_t)w + 1); c++)
			memo[c] = -1;
		puts(wins(0, 0, 0) ? "First" : "Second");
		free(qa);
		free(qb);
		free(memo);
	}
	return 0;
}
