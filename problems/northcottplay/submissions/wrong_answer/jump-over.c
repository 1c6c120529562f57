/*
 * Right Nim move, but the new square is computed as if our piece were always left of the
 * interactor's (its square minus the gap minus one): in a row where ours is on the right it
 * jumps over the interactor's piece, an illegal move.
 */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static int n, m, you[32], me[32];

static int gap(int r)
{
	return abs(you[r] - me[r]) - 1;
}

static int xor_all(void)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s ^= gap(i);
	return s;
}

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
		int s = xor_all(), r = 0;
		while (r < n - 1 && (gap(r) ^ s) >= gap(r))
			r++;
		you[r] = me[r] - (gap(r) ^ s) - 1;
		printf("%d %d\n", r + 1, you[r]);
		fflush(stdout);
		int row, x;
		if (!reply(&row, &x))
			return 0;
		me[row - 1] = x;
	}
}
