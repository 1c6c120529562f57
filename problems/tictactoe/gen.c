/*
 * tictactoe generator: T positions reachable from the empty board.
 *
 *   --t T      number of positions (default 10)
 *   --mode M   0: random play from the empty board for a number of moves drawn from
 *                 --lo..--hi (default 0..9), stopping early when the game ends
 *              1: uniform over all reachable positions (default)
 *              2: distinct reachable positions in random order (at most all 5478)
 *              3: uniform over the finished positions (a line, or a full board)
 *              4: uniform over the full boards
 *
 * The reachable positions come from a search over every game from the empty board
 * in which play stops once a player has three in a row.
 */
#include "gen.h"

#define CODES 19683

static const int lines[8][3] = {
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
	{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6},
};
static const int pow3[9] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};

static char reachable[CODES];
static int all[CODES], n_all;
static int finished[CODES], n_finished;
static int full[CODES], n_full;

static int cell_of(int code, int i)
{
	return code / pow3[i] % 3;
}

static int over(int code)
{
	for (int l = 0; l < 8; l++) {
		int a = cell_of(code, lines[l][0]);
		if (a && a == cell_of(code, lines[l][1]) && a == cell_of(code, lines[l][2]))
			return 1;
	}
	for (int i = 0; i < 9; i++)
		if (!cell_of(code, i))
			return 0;
	return 1;
}

static void explore(int code, int mover)
{
	if (reachable[code])
		return;
	reachable[code] = 1;
	if (over(code))
		return;
	for (int i = 0; i < 9; i++)
		if (!cell_of(code, i))
			explore(code + mover * pow3[i], 3 - mover);
}

static void print_board(int code)
{
	for (int r = 0; r < 3; r++) {
		for (int c = 0; c < 3; c++)
			putchar(".XO"[cell_of(code, 3 * r + c)]);
		putchar('\n');
	}
}

static int random_play(int lo, int hi)
{
	int plies = (int)gen_range(lo, hi), code = 0;
	for (int p = 0; p < plies && !over(code); p++) {
		int empty[9], m = 0;
		for (int i = 0; i < 9; i++)
			if (!cell_of(code, i))
				empty[m++] = i;
		code += (p % 2 ? 2 : 1) * pow3[empty[gen_range(0, m - 1)]];
	}
	return code;
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	long long mode = gen_arg("mode", 1);
	long long lo = mode == 0 ? gen_arg("lo", 0) : 0;
	long long hi = mode == 0 ? gen_arg("hi", 9) : 9;
	gen_done();
	if (t < 1 || t > 10000 || mode < 0 || mode > 4 || lo < 0 || hi > 9 || lo > hi) {
		fprintf(stderr, "gen: bad arguments\n");
		return 2;
	}
	explore(0, 1);
	for (int code = 0; code < CODES; code++) {
		if (!reachable[code])
			continue;
		all[n_all++] = code;
		if (over(code))
			finished[n_finished++] = code;
		int empty = 0;
		for (int i = 0; i < 9; i++)
			empty += !cell_of(code, i);
		if (!empty)
			full[n_full++] = code;
	}
	if (mode == 2 && t > n_all)
		t = n_all;
	printf("%lld\n", t);
	for (long long k = 0; k < t; k++) {
		int code;
		switch (mode) {
		case 0:
			code = random_play((int)lo, (int)hi);
			break;
		case 1:
			code = all[gen_range(0, n_all - 1)];
			break;
		case 2: { /* partial Fisher-Yates over all[] */
			int r = (int)gen_range(k, n_all - 1);
			code = all[r];
			all[r] = all[k];
			all[k] = code;
			break;
		}
		case 3:
			code = finished[gen_range(0, n_finished - 1)];
			break;
		default:
			code = full[gen_range(0, n_full - 1)];
			break;
		}
		print_board(code);
	}
	return 0;
}
