/*
 * Knows the game is Nim on the gaps but not Bouton's xor: decides each position by a plain
 * recursive search over every shrinking move, without a table. Right, and exponential: fine
 * on a few short gaps, hopeless on many long ones.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, m, you[20], me[20], g[20];

/* The player to move wins with gaps g (moves only shrink a gap). */
static int wins(void)
{
	for (int i = 0; i < n; i++)
		for (int to = 0; to < g[i]; to++) {
			int was = g[i];
			g[i] = to;
			int w = wins();
			g[i] = was;
			if (!w)
				return 1;
		}
	return 0;
}

int main(void)
{
	scanf("%d %d", &n, &m);
	for (int i = 0; i < n; i++)
		scanf("%d %d", &you[i], &me[i]);
	for (;;) {
		for (int i = 0; i < n; i++)
			g[i] = abs(you[i] - me[i]) - 1;
		int r = -1, to = 0;
		for (int i = 0; i < n && r < 0; i++)
			for (to = 0; to < g[i]; to++) {
				int was = g[i];
				g[i] = to;
				int w = wins();
				g[i] = was;
				if (!w) {
					r = i;
					break;
				}
			}
		you[r] = you[r] < me[r] ? me[r] - to - 1 : me[r] + to + 1;
		printf("%d %d\n", r + 1, you[r]);
		fflush(stdout);
		char w[16];
		int x;
		if (scanf("%15s", w) != 1 || !strcmp(w, "win") || !strcmp(w, "lose"))
			return 0;
		scanf("%d", &x);
		me[atoi(w) - 1] = x;
	}
}
