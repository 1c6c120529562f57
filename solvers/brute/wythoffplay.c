/*
 * wythoffplay, brute force: a player that knows only the rules.
 *
 * A position lost for the player to move is one from which every move goes to
 * a position won for the player to move; (0, 0) has no move and is lost. The
 * table lost[x][y] for every pair of heaps up to the start is filled in order
 * of x + y from every move of the rules (one heap down by any amount, or both
 * down by the same amount): O(a b (a + b)), for small heaps only. Each turn we
 * move to the first lost position we find, trying the first heap, then the
 * second, then both, each from the smallest amount taken.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int w, h;          /* the table covers x <= w - 1, y <= h - 1 */
static unsigned char *lost;

#define LOST(x, y) lost[(size_t)(x) * (size_t)h + (size_t)(y)]

static void fill(void)
{
	for (int x = 0; x < w; x++)
		for (int y = 0; y < h; y++) {
			int win = 0;
			for (int t = 1; t <= x && !win; t++)
				win = LOST(x - t, y);
			for (int t = 1; t <= y && !win; t++)
				win = LOST(x, y - t);
			for (int t = 1; t <= x && t <= y && !win; t++)
				win = LOST(x - t, y - t);
			LOST(x, y) = !win;
		}
}

static int read_heaps(long long *p, long long *q)
{
	char word[32];
	if (scanf("%31s", word) != 1 || strcmp(word, "win") == 0)
		return 0;
	return sscanf(word, "%lld", p) == 1 && scanf("%lld", q) == 1;
}

int main(void)
{
	long long p, q;
	if (!read_heaps(&p, &q))
		return 0;
	if (p < 0 || q < 0 || (p + 1) * (q + 1) > 16000000 || p > 100000 || q > 100000) {
		fprintf(stderr, "brute: heaps %lld %lld are too large for the table\n", p, q);
		return 1;
	}
	w = (int)p + 1;
	h = (int)q + 1;
	lost = malloc((size_t)w * (size_t)h);
	if (!lost)
		return 1;
	fill();
	do {
		if (p == 0 && q == 0)
			return 0;
		if (p < 0 || q < 0 || p >= w || q >= h) {
			fprintf(stderr, "brute: the judge's heaps %lld %lld are outside the table\n", p, q);
			return 1;
		}
		int moved = 0;
		for (long long t = 1; t <= p && !moved; t++)
			if (LOST(p - t, q)) {
				p -= t;
				moved = 1;
			}
		for (long long t = 1; t <= q && !moved; t++)
			if (LOST(p, q - t)) {
				q -= t;
				moved = 1;
			}
		for (long long t = 1; t <= p && t <= q && !moved; t++)
			if (LOST(p - t, q - t)) {
				p -= t;
				q -= t;
				moved = 1;
			}
		if (!moved)
			q > 0 ? q-- : p--; /* lost: any legal move (the judge never lets this happen from a won start) */
		printf("%lld %lld\n", p, q);
		fflush(stdout);
	} while (read_heaps(&p, &q));
	return 0;
}
