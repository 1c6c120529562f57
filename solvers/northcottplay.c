/*
 * northcottplay reference player: Northcott's game as Nim on the gaps.
 *
 * The gap of a row is the number of empty squares between the two pieces. Moving a piece
 * towards the other one shrinks its row's gap by any amount, as taking stones from a Nim heap;
 * moving away grows it, but the opponent can always follow and restore it, so the player to
 * move wins exactly when the xor s of the gaps is not 0. The winning moves shrink a gap g whose
 * g ^ s is smaller than g down to g ^ s. This player prefers the row the interactor has just
 * moved in (after a retreat that follows it back), otherwise the first row that works, and
 * never moves away, so its pieces only advance and it needs at most n * (m - 2) moves.
 */
#include <stdio.h>
#include <string.h>

static int n, m, you[21], me[21];

static int gap(int r)
{
	return (you[r] < me[r] ? me[r] - you[r] : you[r] - me[r]) - 1;
}

/* Our piece in row r placed so that the gap becomes g (g <= the current gap). */
static void close_to(int r, int g)
{
	you[r] = you[r] < me[r] ? me[r] - g - 1 : me[r] + g + 1;
}

int main(void)
{
	if (scanf("%d %d", &n, &m) != 2)
		return 0;
	for (int r = 1; r <= n; r++)
		if (scanf("%d %d", &you[r], &me[r]) != 2)
			return 0;
	int last = 0;
	for (;;) {
		int s = 0, r = 0;
		for (int i = 1; i <= n; i++)
			s ^= gap(i);
		if (s != 0) {
			if (last && (gap(last) ^ s) < gap(last))
				r = last;
			for (int i = 1; !r && i <= n; i++)
				if ((gap(i) ^ s) < gap(i))
					r = i;
			close_to(r, gap(r) ^ s);
		} else {
			/* Lost (never happens against a correct opponent): any legal move. */
			for (int i = 1; !r && i <= n; i++)
				if (gap(i) > 0)
					r = i, close_to(i, gap(i) - 1);
			for (int i = 1; !r && i <= n; i++)
				if (you[i] < me[i] ? you[i] > 1 : you[i] < m)
					r = i, you[i] += you[i] < me[i] ? -1 : 1;
			if (!r)
				return 0;
		}
		printf("%d %d\n", r, you[r]);
		fflush(stdout);
		char word[16];
		int x;
		if (scanf("%15s", word) != 1 || !strcmp(word, "win") || !strcmp(word, "lose"))
			return 0;
		if (sscanf(word, "%d", &last) != 1 || scanf("%d", &x) != 1 || last < 1 || last > n)
			return 0;
		me[last] = x;
	}
}
