/*
 * Right answers: builds the game's Sprague-Grundy value, the xor of 2^(n-i) over the odd a_i,
 * as big binary numbers of n bits: each power is written out and xored in whole. O(n) per odd
 * value, O(n^2) for one long game with many odd values.
 */
#include <stdio.h>
#include <string.h>

static unsigned char value[200001], power[200001];

int main(void)
{
	int t, n;
	long a;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
		memset(value, 0, (size_t)n);
		for (int i = 1; i <= n; i++) {
			scanf("%ld", &a);
			if (!(a & 1))
				continue;
			memset(power, 0, (size_t)n);
			power[n - i] = 1;
			for (int b = 0; b < n; b++)
				value[b] ^= power[b];
		}
		int nonzero = 0;
		for (int b = 0; b < n; b++)
			nonzero |= value[b];
		puts(nonzero ? "First" : "Second");
	}
	return 0;
}
