/*
 * nimplay: a player from the rules alone, for small positions only.
 *
 * Every position that can arise from the starting heaps (each heap at most its
 * starting size) gets a number in mixed radix: heap i is the digit of weight
 * radix[i] = (a_1 + 1) ... (a_{i-1} + 1). A move takes t >= 1 stones from one
 * heap, which subtracts t * radix[i] and so always reaches a smaller number.
 * Filling the table in increasing order therefore settles every position after
 * all the positions it can move to: a position is won for the player to move
 * when some move reaches a lost one; the empty position has no move and is
 * lost. No xor, no formula: only the rules.
 *
 * The table is built once, before the first move; then on each turn the player
 * moves to a lost position found in it, trying heaps from the last one and on
 * each the largest take first (so its moves differ from the reference's), and
 * reads the judge's reply: "win", or the judge's move "j z". Should no move
 * win, it takes one stone, which the judge would then punish.
 *
 * A start with more than MAX_STATES positions is refused (exit 1).
 */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define MAX_STATES 4000000L

static long heap[1001], radix[1002];
static char win[MAX_STATES];

int main(void)
{
	long n;
	if (scanf("%ld", &n) != 1 || n < 1 || n > 1000)
		return 1;
	radix[0] = 1;
	for (long i = 0; i < n; i++) {
		if (scanf("%ld", &heap[i]) != 1 || heap[i] < 0)
			return 1;
		if (heap[i] >= MAX_STATES || radix[i] * (heap[i] + 1) > MAX_STATES) {
			fprintf(stderr, "brute: more than %ld positions\n", MAX_STATES);
			return 1;
		}
		radix[i + 1] = radix[i] * (heap[i] + 1);
	}
	for (long id = 0; id < radix[n]; id++) {
		int w = 0;
		for (long i = 0; i < n && !w; i++) {
			long digit = id / radix[i] % (heap[i] + 1);
			for (long take = 1; take <= digit && !w; take++)
				w = !win[id - take * radix[i]];
		}
		win[id] = (char)w;
	}
	long at = radix[n] - 1, size[1001];
	memcpy(size, heap, sizeof size);
	for (;;) {
		long mi = -1, mt = 0;
		for (long i = n - 1; i >= 0 && mi < 0; i--)
			for (long take = size[i]; take >= 1; take--)
				if (!win[at - take * radix[i]]) {
					mi = i;
					mt = take;
					break;
				}
		for (long i = 0; mi < 0 && i < n; i++)
			if (size[i] > 0)
				mi = i, mt = 1;
		at -= mt * radix[mi];
		size[mi] -= mt;
		printf("%ld %ld\n", mi + 1, size[mi]);
		fflush(stdout);

		char word[32];
		long z;
		if (scanf("%31s", word) != 1 || strcmp(word, "win") == 0)
			return 0;
		long j = atol(word) - 1;
		if (j < 0 || j >= n || scanf("%ld", &z) != 1 || z < 0 || z >= size[j])
			return 1;
		at -= (size[j] - z) * radix[j];
		size[j] = z;
	}
}
