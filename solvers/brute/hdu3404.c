/*
 * Brute force for HDU 3404 (Switch lights): plays the game from its rules.
 *
 * When every lit cell of a case lies in an R x C box with at most 20 cells,
 * the whole position (the set of lit cells, as a bit mask) is searched: a move
 * picks a lit cell (x2, y2) and any x1 <= x2, y1 <= y2 and toggles the corner
 * set {x1, x2} x {y1, y2}. The lit cell goes off and every other toggled cell
 * has a smaller index, so each move lowers the mask and the table is filled in
 * increasing mask order.
 *
 * Larger cases (every coordinate at most 128) fall back to the Sprague-Grundy
 * view of a coin-turning game: a position is the sum of its single lit cells,
 * and the value of one lit cell is the mex, over every move from it, of the
 * XOR of the values of the other cells the move lights. No product formula is
 * used; the exhaustive search above checks this decomposition on small boxes.
 */
#include <stdio.h>
#include <stdlib.h>

#define MAX_CELLS 20
#define MAX_COORD 128

struct box {
	int r, c;
	unsigned char *win;
};

static struct box boxes[MAX_CELLS + 1][MAX_CELLS + 1];

static const unsigned char *solve_box(int r, int c)
{
	struct box *b = &boxes[r][c];
	if (b->win)
		return b->win;
	int cells = r * c;
	unsigned size = 1u << cells;
	b->win = calloc(size, 1);
	/* every move as (cell, mask of other cells toggled) */
	static unsigned moves[MAX_CELLS][MAX_CELLS * MAX_CELLS];
	int nmoves[MAX_CELLS];
	for (int x2 = 0; x2 < r; x2++) {
		for (int y2 = 0; y2 < c; y2++) {
			int cell = x2 * c + y2, k = 0;
			for (int x1 = 0; x1 <= x2; x1++) {
				for (int y1 = 0; y1 <= y2; y1++) {
					unsigned m = 1u << (x1 * c + y1);
					m |= 1u << (x1 * c + y2);
					m |= 1u << (x2 * c + y1);
					m |= 1u << cell;
					/* a degenerate rectangle names a cell twice: it is toggled once */
					moves[cell][k++] = m;
				}
			}
			nmoves[cell] = k;
		}
	}
	for (unsigned s = 1; s < size; s++) {
		int w = 0;
		for (int cell = 0; cell < cells && !w; cell++) {
			if (!(s >> cell & 1))
				continue;
			for (int k = 0; k < nmoves[cell] && !w; k++)
				if (!b->win[s ^ moves[cell][k]])
					w = 1;
		}
		b->win[s] = (unsigned char)w;
	}
	return b->win;
}

static int cell_sg[MAX_COORD + 1][MAX_COORD + 1];
static int sg_ready;

/* Grundy value of the single lit cell (x, y), for every x, y <= MAX_COORD. */
static void fill_single_cells(void)
{
	static unsigned char seen[1 << 15];
	for (int x = 1; x <= MAX_COORD; x++) {
		for (int y = 1; y <= MAX_COORD; y++) {
			/* index 0 stands for "no cell": a degenerate side */
			int *vals = malloc(sizeof *vals * (size_t)(x * y));
			int k = 0;
			for (int x1 = 0; x1 < x; x1++) {
				for (int y1 = 0; y1 < y; y1++) {
					int v = 0;
					if (x1 > 0)
						v ^= cell_sg[x1][y];
					if (y1 > 0)
						v ^= cell_sg[x][y1];
					if (x1 > 0 && y1 > 0)
						v ^= cell_sg[x1][y1];
					vals[k++] = v;
				}
			}
			for (int i = 0; i < k; i++)
				seen[vals[i]] = 1;
			int mex = 0;
			while (seen[mex])
				mex++;
			for (int i = 0; i < k; i++)
				seen[vals[i]] = 0;
			cell_sg[x][y] = mex;
			free(vals);
		}
	}
	sg_ready = 1;
}

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 1;
	static int xs[1000], ys[1000];
	for (int tc = 0; tc < t; tc++) {
		int n, r = 0, c = 0;
		if (scanf("%d", &n) != 1 || n < 0 || n > 1000)
			return 1;
		for (int i = 0; i < n; i++) {
			if (scanf("%d %d", &xs[i], &ys[i]) != 2)
				return 1;
			if (xs[i] > r)
				r = xs[i];
			if (ys[i] > c)
				c = ys[i];
		}
		int first_wins;
		if (r * c <= MAX_CELLS) {
			const unsigned char *win = solve_box(r, c);
			unsigned s = 0;
			for (int i = 0; i < n; i++)
				s |= 1u << ((xs[i] - 1) * c + ys[i] - 1);
			first_wins = win[s];
		} else if (r <= MAX_COORD && c <= MAX_COORD) {
			if (!sg_ready)
				fill_single_cells();
			int g = 0;
			for (int i = 0; i < n; i++)
				g ^= cell_sg[xs[i]][ys[i]];
			first_wins = g != 0;
		} else {
			fprintf(stderr, "brute: case %d is too large\n", tc + 1);
			return 1;
		}
		puts(first_wins ? "Have a try, lxhgww." : "Don't waste your time.");
	}
	return 0;
}
