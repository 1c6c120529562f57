/*
 * A right first move, then it copies every move of the interactor: its own piece in the same
 * row moves the same number of squares in the same direction, which keeps every gap. That is
 * legal until the interactor closes in by more squares than our piece has behind it; then it
 * steps one square towards the interactor in that row, which loses.
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
	int s = xor_all(), r = 0;
	while ((gap(r) ^ s) >= gap(r))
		r++;
	set_gap(r, gap(r) ^ s);
	for (;;) {
		printf("%d %d\n", r + 1, you[r]);
		fflush(stdout);
		int row, x;
		if (!reply(&row, &x))
			return 0;
		r = row - 1;
		int to = you[r] + (x - me[r]);
		me[r] = x;
		if (to >= 1 && to <= m) {
			you[r] = to;
		} else if (gap(r) > 0) {
			set_gap(r, gap(r) - 1);
		} else {
			for (r = 0; r < n; r++)
				if (gap(r) > 0 || (you[r] < me[r] ? you[r] > 1 : you[r] < m))
					break;
			if (gap(r) > 0)
				set_gap(r, gap(r) - 1);
			else
				you[r] += you[r] < me[r] ? -1 : 1;
		}
	}
}
