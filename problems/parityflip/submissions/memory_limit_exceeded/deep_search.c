/*
 * Right answers on tiny games, but searches the game tree from the rules with no memory, one
 * recursion level a move: a lone 10^9 is a game of 10^9 moves, and the stack outgrows the memory.
 */
#include <stdio.h>

static long a[200000];
static int n;

static int wins(void)
{
	for (int i = 0; i < n; i++) {
		if (a[i] == 0)
			continue;
		int later = n - 1 - i < 20 ? n - 1 - i : 20;
		for (long set = 0; set < (1L << later); set++) {
			a[i]--;
			for (int b = 0; b < later; b++)
				a[i + 1 + b] += set >> b & 1;
			int w = !wins();
			for (int b = 0; b < later; b++)
				a[i + 1 + b] -= set >> b & 1;
			a[i]++;
			if (w)
				return 1;
		}
	}
	return 0;
}

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
		for (int i = 0; i < n; i++)
			scanf("%ld", &a[i]);
		puts(wins() ? "First" : "Second");
	}
	return 0;
}
