/*
 * The seeds' formula without its -1: the heap of a row is the distance |c - d| instead of the
 * empty squares between the pieces. Its moves are Nim moves on the wrong heaps; a heap cut to
 * 0 puts our piece on the interactor's square, an illegal move, and otherwise it loses.
 */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static int n, m, you[32], me[32];

/* Reads the reply: 0 when the game is over, else the interactor's row (1-based) and square. */
static int reply(int *r, int *x)
{
	char w[16];
	if (scanf("%15s", w) != 1 || !strcmp(w, "win") || !strcmp(w, "lose"))
		return 0;
	return sscanf(w, "%d", r) == 1 && scanf("%d", x) == 1;
}

int main(void)
{
	scanf("%d %d", &n, &m);
	for (int i = 0; i < n; i++)
		scanf("%d %d", &you[i], &me[i]);
	for (;;) {
		int s = 0, r = 0;
		for (int i = 0; i < n; i++)
			s ^= abs(you[i] - me[i]);
		while (r < n - 1 && (abs(you[r] - me[r]) ^ s) >= abs(you[r] - me[r]))
			r++;
		int d = abs(you[r] - me[r]) ^ s;
		if (d >= abs(you[r] - me[r]))
			d = abs(you[r] - me[r]) - 1;
		you[r] = you[r] < me[r] ? me[r] - d : me[r] + d;
		printf("%d %d\n", r + 1, you[r]);
		fflush(stdout);
		int row, x;
		if (!reply(&row, &x))
			return 0;
		me[row - 1] = x;
	}
}
