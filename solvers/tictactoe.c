/*
 * tictactoe: the value of a tic-tac-toe position under perfect play, reference solver.
 *
 * A board is a base-3 number: cell i (row-major) contributes d * 3^i with d = 0 empty,
 * 1 X, 2 O. Placing a piece only adds to the code, so every successor of a board has a
 * larger code, and one pass over the 3^9 codes from the top down fills the whole table
 * before any query: a finished board (a line, or no empty cell) keeps its result, any
 * other board takes the best of its successors for the player to move (X moves when
 * the counts are equal). Each query is then a table look-up: O(3^9 * 9) once, O(1) per case.
 */
#include <stdio.h>

#define CODES 19683 /* 3^9 */

enum { O_WINS = -1, DRAW = 0, X_WINS = 1 };

static const int lines[8][3] = {
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
	{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6},
};

static signed char value[CODES];

static int has_line(const int *cell, int who)
{
	for (int l = 0; l < 8; l++)
		if (cell[lines[l][0]] == who && cell[lines[l][1]] == who && cell[lines[l][2]] == who)
			return 1;
	return 0;
}

static void fill_table(void)
{
	static const int pow3[9] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};
	for (int code = CODES - 1; code >= 0; code--) {
		int cell[9], xs = 0, os = 0;
		for (int i = 0, c = code; i < 9; i++, c /= 3) {
			cell[i] = c % 3;
			xs += cell[i] == 1;
			os += cell[i] == 2;
		}
		if (has_line(cell, 1)) {
			value[code] = X_WINS;
			continue;
		}
		if (has_line(cell, 2)) {
			value[code] = O_WINS;
			continue;
		}
		if (xs + os == 9) {
			value[code] = DRAW;
			continue;
		}
		int mover = xs == os ? 1 : 2; /* only meaningful on boards that can occur */
		int best = mover == 1 ? O_WINS : X_WINS;
		for (int i = 0; i < 9; i++) {
			if (cell[i])
				continue;
			int v = value[code + mover * pow3[i]];
			if (mover == 1 ? v > best : v < best)
				best = v;
		}
		value[code] = (signed char)best;
	}
}

int main(void)
{
	fill_table();
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0) {
		char row[3][8];
		if (scanf("%7s %7s %7s", row[0], row[1], row[2]) != 3)
			return 1;
		int code = 0;
		for (int i = 8; i >= 0; i--) {
			char ch = row[i / 3][i % 3];
			code = code * 3 + (ch == 'X' ? 1 : ch == 'O' ? 2 : 0);
		}
		int v = value[code];
		puts(v == X_WINS ? "X" : v == O_WINS ? "O" : "Draw");
	}
	return 0;
}
