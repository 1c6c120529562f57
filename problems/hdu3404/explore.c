/*
 * hdu3404 Switch lights, explored: one lit cell at (x, y). A move picks a lit
 * cell (x, y) and any a <= x, b <= y and toggles the corners {a, x} x {b, y}
 * (two cells or one when the rectangle is a line or a point). It is a
 * coin-turning game: a position's value is the xor of its lit cells' values,
 * and the table is the Sprague-Grundy value of one lit cell, the mex over
 * every move from it of the xor of the values of the cells the move lights,
 * for every (x, y) of the grid. The input cannot ask for a value, only for
 * win or loss, and one lit cell always wins; so cell (x, y) with x > 1 is
 * asked with a second lit cell (1, v), v = g(x, y) its value by the table
 * (the cell (1, v) has value v: its moves light one cell (1, b), b < v): by
 * the table the two lose, and a program that answers otherwise has one of the
 * two values wrong. A cell (1, y) is asked alone, won. At most 100 cases.
 */
#include "explore.h"

#define TOP 64

static int g[TOP + 1][TOP + 1];

static void solve(long top)
{
	static char seen[4 * TOP * TOP];
	for (long x = 1; x <= top; x++)
		for (long y = 1; y <= top; y++) {
			memset(seen, 0, sizeof seen);
			for (long a = 1; a <= x; a++)
				for (long b = 1; b <= y; b++) /* the cells lit besides (x, y) going off */
					seen[(a < x ? g[a][y] : 0) ^ (b < y ? g[x][b] : 0) ^ (a < x && b < y ? g[a][b] : 0)] = 1;
			while (seen[g[x][y]])
				g[x][y]++;
		}
}

static int allowed(long x, long y)
{
	return x >= 1 && y >= 1;
}

static void ask(long x, long y)
{
	if (x > 1)
		printf("2\n%ld %ld\n1 %d\n", x, y, g[x][y]);
	else
		printf("1\n%ld %ld\n", x, y);
}

static const char *what(long x, long y)
{
	static char buf[64];
	if (x > 1)
		snprintf(buf, sizeof buf, "cells (%ld, %ld) and (1, %d)", x, y, g[x][y]);
	else
		snprintf(buf, sizeof buf, "cell (%ld, %ld)", x, y);
	return buf;
}

static const char *want(long x, long y, int k)
{
	(void)y, (void)k;
	return x > 1 ? "Don't waste your time." : "Have a try, lxhgww.";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	ex_done();
	long top = ex_hi[0] > ex_hi[1] ? ex_hi[0] : ex_hi[1];
	if (top > TOP)
		ex_usage("range: coordinates up to %d only, got %ld", TOP, top);
	solve(top);
	if (ex_mode == EX_TABLE) {
		for (long x = ex_lo[0]; x <= ex_hi[0]; x++)
			for (long y = ex_lo[1]; y <= ex_hi[1]; y++)
				ex_value(g[x][y]);
		return 0;
	}
	struct ex_cases cs = { .dims = 2, .max = 100, .count_first = 1, .allowed = allowed, .ask = ask, .want = want, .what = what };
	ex_run_cases(&cs);
	return 0;
}
