/*
 * Treats moving away as just another Nim move: when some gap g can grow to g ^ s (our piece
 * has the room behind it) it moves away rather than closing in. Each such move keeps the xor
 * 0, but our pieces stop advancing, so the game drags on to the limit of n * m moves.
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

/* Our piece in row r moved so that the gap becomes g. */
static void set_gap(int r, int g)
{
	you[r] = you[r] < me[r] ? me[r] - g - 1 : me[r] + g + 1;
}

int main(void)
{
	scanf("%d %d", &n, &m);
	for (int i = 0; i < n; i++)
		scanf("%d %d", &you[i], &me[i]);
	for (;;) {
		int s = xor_all(), r = -1;
		for (int i = 0; i < n && r < 0; i++) {
			int room = you[i] < me[i] ? you[i] - 1 : m - you[i];
			if ((gap(i) ^ s) > gap(i) && (gap(i) ^ s) - gap(i) <= room)
				r = i;
		}
		if (r < 0)
			for (r = 0; r < n - 1 && (gap(r) ^ s) >= gap(r); r++)
				;
		if (s == 0 || (gap(r) ^ s) == gap(r)) /* lost or no move found: step back */
			you[r] += you[r] < me[r] ? -1 : 1;
		else if ((gap(r) ^ s) > gap(r))
			you[r] += (you[r] < me[r] ? -1 : 1) * ((gap(r) ^ s) - gap(r));
		else
			set_gap(r, gap(r) ^ s);
		printf("%d %d\n", r + 1, you[r]);
		fflush(stdout);
		int row, x;
		if (!reply(&row, &x))
			return 0;
		me[row - 1] = x;
	}
}
