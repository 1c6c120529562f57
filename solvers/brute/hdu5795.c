/*
 * hdu5795 A Simple Nim: brute force from the rules.
 *
 * Heaps never interact, so by the Sprague-Grundy theorem a position is lost
 * exactly when the xor of its heaps' Grundy values is 0. The Grundy value of a
 * single heap of x is found by mex over every move from it: every smaller heap
 * y < x (taking x - y stones) and every split into three non-empty heaps
 * a + b + c = x (the xor of their values). No pattern is assumed. Values are
 * computed up to the largest heap in the input, which must be at most 2000.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXH 2000

static int g[MAXH + 1];
static int known = 1; /* g[0..known-1] are done; g[0] = 0 */

static int grundy(long long x)
{
	if (x > MAXH) {
		fprintf(stderr, "brute: heap %lld is too large (at most %d)\n", x, MAXH);
		exit(1);
	}
	static char seen[4096];
	for (; known <= x; known++) {
		int h = known;
		memset(seen, 0, sizeof seen);
		for (int y = 0; y < h; y++)
			seen[g[y]] = 1;
		for (int a = 1; 3 * a <= h; a++)
			for (int b = a; a + 2 * b <= h; b++)
				seen[g[a] ^ g[b] ^ g[h - a - b]] = 1;
		int v = 0;
		while (seen[v])
			v++;
		g[h] = v;
	}
	return g[x];
}

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n;
		if (scanf("%d", &n) != 1)
			break;
		int sum = 0;
		for (int i = 0; i < n; i++) {
			long long x;
			if (scanf("%lld", &x) != 1)
				return 1;
			sum ^= grundy(x);
		}
		puts(sum ? "First player wins." : "Second player wins.");
	}
	return 0;
}
