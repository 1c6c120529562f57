/*
 * tictactoe Tic-Tac-Toe Under Perfect Play, explored: the positions after one
 * move each. X's first mark in cell a, O's answer in cell b (cells 0..8 row by
 * row: 0 top left, 4 the centre, 8 bottom right), X to move. The table is
 * win/lose/draw for X by minimax over the game tree from the rules (memoized
 * on the two players' marks): won when X can force three in a row, lost when O
 * can, else a draw; a == b is no position (both marks in one cell). The input
 * asks every position of the range as a case of the problem's input (the
 * board, three rows); the right answer is "X", "O" or "Draw", compared as the
 * problem's checker (lines) does.
 */
#include "explore.h"

/* memo[x][o] for 9-bit masks of marks: 0 not searched, else the result + 2 (1 O wins, 2 draw, 3 X wins). */
static unsigned char memo[512][512];

static int three_in_row(int mask)
{
	static const int lines[8] = { 0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124 };
	for (int l = 0; l < 8; l++)
		if ((mask & lines[l]) == lines[l])
			return 1;
	return 0;
}

/* +1 X wins, 0 a draw, -1 O wins, with perfect play from the marks x and o; x_moves: X is to move. */
static int play(int x, int o, int x_moves)
{
	if (memo[x][o])
		return memo[x][o] - 2;
	int result;
	if (three_in_row(x))
		result = 1;
	else if (three_in_row(o))
		result = -1;
	else if ((x | o) == 0777)
		result = 0;
	else {
		result = x_moves ? -2 : 2;
		for (int c = 0; c < 9; c++) {
			if ((x | o) >> c & 1)
				continue;
			int r = x_moves ? play(x | 1 << c, o, 0) : play(x, o | 1 << c, 1);
			if (x_moves ? r > result : r < result)
				result = r;
		}
	}
	memo[x][o] = (unsigned char)(result + 2);
	return result;
}

static int allowed(long a, long b)
{
	return a != b;
}

/* The board as three rows "X..", ".O.", "..." into rows (12 bytes), separated by sep. */
static void board(long a, long b, char sep, char *rows)
{
	int k = 0;
	for (int cell = 0; cell < 9; cell++) {
		rows[k++] = cell == a ? 'X' : cell == b ? 'O' : '.';
		if (cell % 3 == 2)
			rows[k++] = cell == 8 ? '\0' : sep;
	}
}

static void ask(long a, long b)
{
	char rows[12];
	board(a, b, '\n', rows);
	puts(rows);
}

static const char *want(long a, long b, int k)
{
	(void)k;
	int r = play(1 << a, 1 << b, 1);
	return r > 0 ? "X" : r < 0 ? "O" : "Draw";
}

/* The position in decode's lines: the board's rows, "X../.O./...". */
static const char *what(long a, long b)
{
	static char rows[12];
	board(a, b, '/', rows);
	return rows;
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	ex_done();
	if (ex_hi[0] > 8 || ex_hi[1] > 8)
		ex_usage("range: cells 0..8 only");
	if (ex_mode == EX_TABLE) {
		for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
			for (long b = ex_lo[1]; b <= ex_hi[1]; b++) {
				if (!allowed(a, b)) {
					ex_no_position();
					continue;
				}
				int r = play(1 << a, 1 << b, 1);
				ex_value(r > 0 ? 1 : r < 0 ? 0 : EX_DRAW);
			}
		return 0;
	}
	struct ex_cases cs = {
		.dims = 2, .max = 10000, .count_first = 1, .allowed = allowed, .ask = ask, .want = want, .what = what
	};
	ex_run_cases(&cs);
	return 0;
}
