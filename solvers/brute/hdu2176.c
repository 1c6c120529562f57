/*
 * Brute force for HDU 2176 from the rules, in one of two ways per case.
 *
 * When the product of (heap + 1) is at most FULL_STATES, every position that
 * can arise (each heap at most its starting size) is solved by win/lose
 * search: positions are numbered in mixed radix, a move lowers one digit and
 * so the number, and a position wins when some move reaches a losing one.
 * Otherwise each heap of v stones gets its Sprague-Grundy value by mex over
 * every smaller heap (values up to MAX_SG), and a position loses when the xor
 * of its heaps' values is 0.
 *
 * A first move from heap a to b (b < a) is listed when it leaves a losing
 * position; the moves are tried heap by heap in input order.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FULL_STATES 300000
#define MAX_SG 5000

static int sg[MAX_SG + 1];

static void sg_init(void)
{
	static char seen[MAX_SG + 2];
	for (int v = 0; v <= MAX_SG; v++) {
		memset(seen, 0, sizeof seen);
		for (int u = 0; u < v; u++)
			if (sg[u] <= MAX_SG)
				seen[sg[u]] = 1;
		int g = 0;
		while (seen[g])
			g++;
		sg[v] = g;
	}
}

static void solve_full(const long *heap, long m)
{
	long *radix = malloc((m + 1) * sizeof *radix);
	radix[0] = 1;
	for (long i = 0; i < m; i++)
		radix[i + 1] = radix[i] * (heap[i] + 1);
	long states = radix[m];
	char *win = malloc(states);
	for (long id = 0; id < states; id++) {
		int w = 0;
		for (long i = 0; i < m && !w; i++) {
			long digit = id / radix[i] % (heap[i] + 1);
			for (long t = 1; t <= digit && !w; t++)
				w = !win[id - t * radix[i]];
		}
		win[id] = (char)w;
	}
	long start = states - 1; /* every heap at its full size */
	if (!win[start]) {
		puts("No");
	} else {
		puts("Yes");
		for (long i = 0; i < m; i++)
			for (long t = heap[i]; t >= 1; t--)
				if (!win[start - t * radix[i]])
					printf("%ld %ld\n", heap[i], heap[i] - t);
	}
	free(win);
	free(radix);
}

static void solve_sg(const long *heap, long m)
{
	int total = 0;
	for (long i = 0; i < m; i++) {
		if (heap[i] > MAX_SG) {
			fprintf(stderr, "brute: heap %ld is too large\n", heap[i]);
			exit(1);
		}
		total ^= sg[heap[i]];
	}
	if (total == 0) {
		puts("No");
		return;
	}
	puts("Yes");
	for (long i = 0; i < m; i++)
		for (long b = 0; b < heap[i]; b++)
			if ((total ^ sg[heap[i]] ^ sg[b]) == 0)
				printf("%ld %ld\n", heap[i], b);
}

int main(void)
{
	sg_init();
	long m;
	while (scanf("%ld", &m) == 1 && m != 0) {
		long *heap = malloc(m * sizeof *heap);
		double states = 1;
		for (long i = 0; i < m; i++) {
			if (scanf("%ld", &heap[i]) != 1)
				return 1;
			states *= (double)(heap[i] + 1);
		}
		if (states <= FULL_STATES)
			solve_full(heap, m);
		else
			solve_sg(heap, m);
		free(heap);
	}
	return 0;
}
