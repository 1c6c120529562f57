/*
 * nimmove: brute force from the rules, for small positions only.
 *
 * Every position that can arise from a case's heaps (each heap at most its
 * starting size) gets a number in mixed radix: heap i is the digit of weight
 * radix[i] = (a_1 + 1) ... (a_{i-1} + 1). A move takes t >= 1 stones from one
 * heap, which subtracts t * radix[i] and so always reaches a smaller number.
 * Filling the table in increasing order therefore solves every position after
 * all the positions it can move to: a position is won for the player to move
 * when some move reaches a lost one; the empty position has no move and is lost.
 * No xor, no formula: only the rules.
 *
 * The answer is "lose", or a move from the start found in that table, printed
 * as the heap's number and the size it is left with. To show
 * the checker a different winning move than the reference's, heaps are tried
 * from the last to the first, and on each heap the largest take first.
 *
 * A case with more than MAX_STATES positions is refused (exit 1).
 */
#include <stdio.h>
#include <stdlib.h>

#define MAX_STATES 4000000L
#define MAX_N      100000

static long heap[MAX_N], radix[MAX_N + 1];

int main(void)
{
	static char win[MAX_STATES];
	long t;
	if (scanf("%ld", &t) != 1)
		return 1;
	for (long k = 1; k <= t; k++) {
		long n;
		if (scanf("%ld", &n) != 1 || n < 1 || n > MAX_N)
			return 1;
		radix[0] = 1;
		for (long i = 0; i < n; i++) {
			if (scanf("%ld", &heap[i]) != 1 || heap[i] < 0)
				return 1;
			if (heap[i] >= MAX_STATES || radix[i] * (heap[i] + 1) > MAX_STATES) {
				fprintf(stderr, "brute: case %ld has more than %ld positions\n", k, MAX_STATES);
				return 1;
			}
			radix[i + 1] = radix[i] * (heap[i] + 1);
		}
		long states = radix[n];
		for (long id = 0; id < states; id++) {
			int w = 0;
			for (long i = 0; i < n && !w; i++) {
				long digit = id / radix[i] % (heap[i] + 1);
				for (long take = 1; take <= digit && !w; take++)
					w = !win[id - take * radix[i]];
			}
			win[id] = (char)w;
		}
		long start = states - 1; /* every heap at its full size */
		long move_heap = -1, move_take = 0;
		for (long i = n - 1; i >= 0 && move_heap < 0; i--)
			for (long take = heap[i]; take >= 1; take--)
				if (!win[start - take * radix[i]]) {
					move_heap = i;
					move_take = take;
					break;
				}
		if ((move_heap >= 0) != win[start]) {
			fprintf(stderr, "brute: case %ld: the table contradicts itself\n", k);
			return 1;
		}
		if (move_heap < 0)
			puts("lose");
		else
			printf("%ld %ld\n", move_heap + 1, heap[move_heap] - move_take);
	}
	return 0;
}
