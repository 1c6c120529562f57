/*
 * Adds the gaps instead of xoring them: it keeps the total even, taking one square from the
 * first gap when the total is odd and two (or one) otherwise. Legal, and wrong as soon as two
 * gaps share a bit.
 */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static int n, m, you[32], me[32];

static int gap(int r)
{
	return abs(you[r] - me[r]) - 1;
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
		int total = 0, r = 0;
		for (int i = 0; i < n; i++)
			total += gap(i);
		while (r < n - 1 && gap(r) == 0)
			r++;
		if (gap(r) > 0)
			set_gap(r, gap(r) - (total % 2 == 1 || gap(r) < 2 ? 1 : 2));
		else /* every gap closed: step back */
			for (r = 0; r < n; r++)
				if (you[r] < me[r] ? you[r] > 1 : you[r] < m) {
					you[r] += you[r] < me[r] ? -1 : 1;
					break;
				}
		printf("%d %d\n", r + 1, you[r]);
		fflush(stdout);
		int row, x;
		if (!reply(&row, &x))
			return 0;
		me[row - 1] = x;
	}
}
