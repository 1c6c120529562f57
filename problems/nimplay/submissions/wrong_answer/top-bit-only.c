/*
 * Clears only the highest set bit of the xor s in a heap that holds it (a ^ h, h the top bit of s)
 * instead of cutting the heap to a ^ s. The move is always legal, and right exactly while s has one
 * bit: on tests whose xor starts as a single bit, through the judge's quiet moves (each clears one
 * bit of a heap), and it loses at the first reply to a xor with two bits or more, late in the game.
 * Once lost (xor 0 on its turn) it takes one stone.
 */
#include <stdio.h>

int main(void)
{
	int n;
	unsigned long long a[1001];
	scanf("%d", &n);
	for (int i = 1; i <= n; i++)
		scanf("%llu", &a[i]);
	for (;;) {
		unsigned long long s = 0, h = 1;
		for (int i = 1; i <= n; i++)
			s ^= a[i];
		while (h <= s / 2)
			h *= 2;
		int i = 1;
		while (s ? !(a[i] & h) : a[i] == 0)
			i++;
		a[i] = s ? a[i] ^ h : a[i] - 1;
		printf("%d %llu\n", i, a[i]);
		fflush(stdout);
		char word[32];
		int j;
		if (scanf("%31s", word) != 1 || word[0] == 'w')
			return 0;
		sscanf(word, "%d", &j);
		scanf("%llu", &a[j]);
	}
}
