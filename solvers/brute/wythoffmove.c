/*
 * wythoffmove brute force, from the rules only: no phi, no pairs, no formula.
 *
 * lost[a][b] for every pair of heaps up to the largest heap V of the input,
 * filled in row order, so every position a move reaches (fewer stones in one
 * heap, or the same number fewer in both) is known before the position itself:
 * a position is lost when no move reaches a lost position; (0, 0) has no move
 * and is lost. Then, per case, the moves are searched again and the first one
 * that reaches a lost position is printed as the heaps after it: the same
 * amount from both heaps first (1, 2, ...), then from the first heap, then from
 * the second. That order differs from the reference's on purpose: validate
 * compares the two through the checker, not byte for byte.
 *
 * O(V^3) time and O(V^2) memory: for inputs with heaps up to a few hundred.
 */
#include <stdio.h>
#include <stdlib.h>

static long w;
static char *lost;

static int is_lost(long a, long b)
{
	return lost[a * w + b];
}

/* Prints the first winning move from (a, b), or returns 0 when there is none. */
static int print_move(long a, long b)
{
	for (long t = 1; t <= a && t <= b; t++)
		if (is_lost(a - t, b - t))
			return printf("%ld %ld\n", a - t, b - t) > 0;
	for (long t = 1; t <= a; t++)
		if (is_lost(a - t, b))
			return printf("%ld %ld\n", a - t, b) > 0;
	for (long t = 1; t <= b; t++)
		if (is_lost(a, b - t))
			return printf("%ld %ld\n", a, b - t) > 0;
	return 0;
}

int main(void)
{
	long t, maxv = 0;
	if (scanf("%ld", &t) != 1 || t < 1)
		return 1;
	long *q = malloc(2 * (size_t)t * sizeof *q);
	for (long i = 0; i < 2 * t; i++) {
		if (scanf("%ld", &q[i]) != 1)
			return 1;
		if (q[i] > maxv)
			maxv = q[i];
	}
	w = maxv + 1;
	lost = calloc((size_t)(w * w), 1);
	for (long a = 0; a <= maxv; a++)
		for (long b = 0; b <= maxv; b++) {
			int win = 0;
			for (long s = 1; !win && s <= a; s++)
				win = is_lost(a - s, b);
			for (long s = 1; !win && s <= b; s++)
				win = is_lost(a, b - s);
			for (long s = 1; !win && s <= a && s <= b; s++)
				win = is_lost(a - s, b - s);
			lost[a * w + b] = (char)!win;
		}
	for (long i = 0; i < t; i++)
		if (!print_move(q[2 * i], q[2 * i + 1]))
			puts("lose");
	free(lost);
	free(q);
	return 0;
}
