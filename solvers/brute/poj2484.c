/*
 * Brute force for POJ 2484 from the rules, with Sprague-Grundy values.
 *
 * Alice's first move on the circle of n coins takes one coin or two adjacent
 * ones and leaves a line of n-1 or n-2 coins. On a line, taking one coin or two
 * neighbours splits it into two independent lines (Kayles), so the value of a
 * line of L coins is the mex over every such move of the xor of the two parts.
 * Alice wins when one of her first moves leaves a line of value 0.
 * O(N^2) for the largest n N: small inputs only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
	long cap = 1024, count = 0, maxn = 0, x;
	long *ns = malloc(cap * sizeof *ns);
	while (scanf("%ld", &x) == 1 && x != 0) {
		if (count == cap)
			ns = realloc(ns, (cap *= 2) * sizeof *ns);
		ns[count++] = x;
		if (x > maxn)
			maxn = x;
	}
	int *sg = calloc(maxn + 1, sizeof *sg);
	long width = 2 * maxn + 4; /* a mex never exceeds the number of moves, 2L */
	char *seen = malloc(width);
	for (long len = 1; len <= maxn; len++) {
		memset(seen, 0, width);
		for (long take = 1; take <= 2 && take <= len; take++)
			for (long left = 0; left + take <= len; left++) {
				int v = sg[left] ^ sg[len - take - left];
				if (v < width)
					seen[v] = 1;
			}
		int g = 0;
		while (seen[g])
			g++;
		sg[len] = g;
	}
	for (long i = 0; i < count; i++) {
		long n = ns[i];
		int alice = sg[n - 1] == 0 || (n >= 2 && sg[n - 2] == 0);
		puts(alice ? "Alice" : "Bob");
	}
	free(ns);
	free(sg);
	free(seen);
	return 0;
}
