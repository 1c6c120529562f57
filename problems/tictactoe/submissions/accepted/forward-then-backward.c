/* Lists every reachable board by a forward search from the empty board, then settles them in reverse discovery order (children before parents), and answers by look-up. */
#include <stdio.h>

#define CODES 19683

static const int L[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
			    {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
static const int P3[9] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};

static int seen[CODES], order[CODES], n_order;
static int result[CODES]; /* 1: X wins, 0: draw, -1: O wins */

static int cell(int code, int i)
{
	return code / P3[i] % 3;
}

static int winner(int code)
{
	for (int l = 0; l < 8; l++) {
		int a = cell(code, L[l][0]);
		if (a && a == cell(code, L[l][1]) && a == cell(code, L[l][2]))
			return a;
	}
	return 0;
}

int main(void)
{
	/* breadth-first: boards in order of their number of pieces */
	seen[0] = 1;
	order[n_order++] = 0;
	for (int h = 0; h < n_order; h++) {
		int code = order[h], pieces = 0;
		for (int i = 0; i < 9; i++)
			pieces += cell(code, i) != 0;
		if (winner(code) || pieces == 9)
			continue;
		int mover = pieces % 2 ? 2 : 1;
		for (int i = 0; i < 9; i++) {
			int next = code + mover * P3[i];
			if (!cell(code, i) && !seen[next]) {
				seen[next] = 1;
				order[n_order++] = next;
			}
		}
	}
	for (int h = n_order - 1; h >= 0; h--) {
		int code = order[h], pieces = 0, w = winner(code);
		for (int i = 0; i < 9; i++)
			pieces += cell(code, i) != 0;
		if (w) {
			result[code] = w == 1 ? 1 : -1;
			continue;
		}
		if (pieces == 9) {
			result[code] = 0;
			continue;
		}
		int mover = pieces % 2 ? 2 : 1, best = mover == 1 ? -1 : 1;
		for (int i = 0; i < 9; i++) {
			if (cell(code, i))
				continue;
			int r = result[code + mover * P3[i]];
			if (mover == 1 ? r > best : r < best)
				best = r;
		}
		result[code] = best;
	}
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		char row[3][4];
		scanf("%3s %3s %3s", row[0], row[1], row[2]);
		int code = 0;
		for (int i = 0; i < 9; i++) {
			char ch = row[i / 3][i % 3];
			code += (ch == 'X' ? 1 : ch == 'O' ? 2 : 0) * P3[i];
		}
		puts(result[code] > 0 ? "X" : result[code] < 0 ? "O" : "Draw");
	}
	return 0;
}
