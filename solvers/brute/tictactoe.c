/*
 * tictactoe brute force: minimax over the game tree, straight from the rules.
 *
 * The game ends as soon as a player has three in a row (that player wins) or the
 * board is full (a draw); otherwise the player to move (X when both have placed the
 * same number of pieces) tries every empty cell, X taking the best result for X and
 * O the worst. Results are memoized on the pair of piece masks.
 */
#include <stdio.h>
#include <string.h>

/* memo[x][o] for 9-bit masks: 0 unknown, else result + 2 (1 O wins, 2 draw, 3 X wins). */
static unsigned char memo[512][512];

static int three_in_row(int mask)
{
	static const int rows[8] = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};
	for (int l = 0; l < 8; l++)
		if ((mask & rows[l]) == rows[l])
			return 1;
	return 0;
}

static int popcount9(int m)
{
	int c = 0;
	for (; m; m >>= 1)
		c += m & 1;
	return c;
}

/* +1 X wins, 0 draw, -1 O wins. */
static int play(int x, int o)
{
	if (memo[x][o])
		return memo[x][o] - 2;
	int result;
	if (three_in_row(x)) {
		result = 1;
	} else if (three_in_row(o)) {
		result = -1;
	} else if ((x | o) == 0777) {
		result = 0;
	} else {
		int x_moves = popcount9(x) == popcount9(o);
		result = x_moves ? -2 : 2;
		for (int c = 0; c < 9; c++) {
			if ((x | o) >> c & 1)
				continue;
			int r = x_moves ? play(x | 1 << c, o) : play(x, o | 1 << c);
			if (x_moves ? r > result : r < result)
				result = r;
		}
	}
	memo[x][o] = (unsigned char)(result + 2);
	return result;
}

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 1;
	while (t-- > 0) {
		int x = 0, o = 0;
		for (int r = 0; r < 3; r++) {
			char row[8];
			if (scanf("%7s", row) != 1 || strlen(row) != 3)
				return 1;
			for (int c = 0; c < 3; c++) {
				if (row[c] == 'X')
					x |= 1 << (3 * r + c);
				else if (row[c] == 'O')
					o |= 1 << (3 * r + c);
			}
		}
		int v = play(x, o);
		puts(v > 0 ? "X" : v < 0 ? "O" : "Draw");
	}
	return 0;
}
