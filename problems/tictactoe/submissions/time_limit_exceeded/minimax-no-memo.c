/* Too slow: plain minimax over the whole game tree for every case, no memo (about half a million nodes from an empty board). */
#include <stdio.h>

static int cell[9];

static int line(int p)
{
	static const int L[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
				    {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
	for (int l = 0; l < 8; l++)
		if (cell[L[l][0]] == p && cell[L[l][1]] == p && cell[L[l][2]] == p)
			return 1;
	return 0;
}

/* 1: X wins, 0: draw, -1: O wins; mover 1 is X, 2 is O */
static int minimax(int mover, int empty)
{
	if (line(1))
		return 1;
	if (line(2))
		return -1;
	if (empty == 0)
		return 0;
	int best = mover == 1 ? -2 : 2;
	for (int i = 0; i < 9; i++) {
		if (cell[i])
			continue;
		cell[i] = mover;
		int v = minimax(3 - mover, empty - 1);
		cell[i] = 0;
		if (mover == 1 ? v > best : v < best)
			best = v;
	}
	return best;
}

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int xs = 0, os = 0, empty = 0;
		for (int r = 0; r < 3; r++) {
			char s[4];
			scanf("%3s", s);
			for (int c = 0; c < 3; c++) {
				cell[3 * r + c] = s[c] == 'X' ? 1 : s[c] == 'O' ? 2 : 0;
				xs += s[c] == 'X';
				os += s[c] == 'O';
				empty += s[c] == '.';
			}
		}
		int v = minimax(xs == os ? 1 : 2, empty);
		puts(v > 0 ? "X" : v < 0 ? "O" : "Draw");
	}
	return 0;
}
