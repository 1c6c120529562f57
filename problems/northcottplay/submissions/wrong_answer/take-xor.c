/*
 * Takes s, the xor of the gaps, from the first gap at least s long, instead of cutting a gap g
 * down to g ^ s. That is the same move when g holds every bit of s (s a single bit the gap
 * has, say), so it often survives the first moves, and loses later when s has a bit g lacks.
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
		int s = xor_all(), r = 0;
		while (r < n - 1 && gap(r) < s)
			r++;
		if (s == 0) { /* lost: close in by one somewhere, or step back */
			for (r = 0; r < n - 1 && gap(r) == 0; r++)
				;
			if (gap(r) == 0)
				for (r = 0; r < n - 1 && (you[r] < me[r] ? you[r] == 1 : you[r] == m); r++)
					;
			you[r] += (you[r] < me[r]) == (gap(r) > 0) ? 1 : -1;
		} else {
			set_gap(r, gap(r) - s);
		}
		printf("%d %d\n", r + 1, you[r]);
		fflush(stdout);
		int row, x;
		if (!reply(&row, &x))
			return 0;
		me[row - 1] = x;
	}
}
