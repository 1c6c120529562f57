/*
 * tictactoe validator: a line T (1..10000), then T boards of three lines, each line
 * exactly three characters from "XO.". Every board must be reachable from the empty
 * board with X moving first and play stopping once someone has three in a row; the
 * reachable set is found by searching every such game.
 */
#include "validate.h"

#define CODES 19683

static const int lines[8][3] = {
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
	{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6},
};
static const int pow3[9] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};
static char reachable[CODES];

static int cell_of(int code, int i)
{
	return code / pow3[i] % 3;
}

static int has_line(int code)
{
	for (int l = 0; l < 8; l++) {
		int a = cell_of(code, lines[l][0]);
		if (a && a == cell_of(code, lines[l][1]) && a == cell_of(code, lines[l][2]))
			return 1;
	}
	return 0;
}

static void explore(int code, int mover)
{
	if (reachable[code])
		return;
	reachable[code] = 1;
	if (has_line(code))
		return;
	for (int i = 0; i < 9; i++)
		if (!cell_of(code, i))
			explore(code + mover * pow3[i], 3 - mover);
}

int main(void)
{
	explore(0, 1);
	long long t = v_int(1, 10000, "T");
	v_eoln();
	for (long long k = 0; k < t; k++) {
		long first_line = v_line;
		int code = 0;
		for (int r = 0; r < 3; r++) {
			for (int c = 0; c < 3; c++) {
				int ch = getchar();
				int d = ch == '.' ? 0 : ch == 'X' ? 1 : ch == 'O' ? 2 : -1;
				if (d < 0)
					v_fail("expected 'X', 'O' or '.', got %s", v_show(ch));
				code += d * pow3[3 * r + c];
			}
			v_eoln();
		}
		if (!reachable[code]) {
			v_line = first_line;
			v_fail("board %lld cannot arise from the empty board", k + 1);
		}
	}
	v_eof();
	return 0;
}
