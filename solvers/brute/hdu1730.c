/*
 * hdu1730 brute force: retrograde analysis of Northcott's game from its rules.
 *
 * A position is every row's pair (Tom's square, Jerry's square) plus the player
 * to move. That player moves his own piece in one row, left or right, to an
 * empty square without passing or reaching the other piece; a player with no
 * move loses. Pieces may move back and forth, so play can cycle and a plain
 * recursive search would not end. Instead, the whole graph of a case's (n, m)
 * is solved backwards: positions without moves are losses for the mover; a
 * position with a move into a loss is a win; a position whose moves all lead to
 * wins is a loss; whatever is never settled is a draw (printed as "DRAW", which
 * the reference never prints, so a draw would show up as a disagreement).
 * Moves are reversible (the piece can go straight back), so a position's
 * predecessors are found by moving the other player's piece. Each (n, m) table
 * is kept for later cases of the same size. For small inputs only: a case with
 * more than LIMIT positions is refused.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LIMIT 8000000L
#define MAXN 16

enum { UNKNOWN, WIN, LOSE };

static int n, m;
static long cells;            /* m * m: codes for one row, (t - 1) * m + (j - 1) */
static long npos;             /* cells^n, positions without the turn */
static unsigned char *result; /* [pos * 2 + turn], turn 0 Tom, 1 Jerry */
static unsigned char *cache[MAXN + 1][101];

static void decode(long pos, int *t, int *j)
{
	for (int i = 0; i < n; i++) {
		long row = pos % cells;
		pos /= cells;
		t[i] = (int)(row / m) + 1;
		j[i] = (int)(row % m) + 1;
	}
}

static long encode(const int *t, const int *j)
{
	long pos = 0;
	for (int i = n - 1; i >= 0; i--)
		pos = pos * cells + (long)(t[i] - 1) * m + (j[i] - 1);
	return pos;
}

static int valid(const int *t, const int *j)
{
	for (int i = 0; i < n; i++)
		if (t[i] == j[i])
			return 0;
	return 1;
}

/*
 * Lists the positions reached when `who` moves his piece once; returns how many.
 * Since every move can be undone, this is also the list of positions from which
 * `who` could have moved into this one.
 */
static int moves(int *t, int *j, int who, long *out)
{
	int k = 0;
	for (int i = 0; i < n; i++) {
		int *own = who == 0 ? &t[i] : &j[i];
		int other = who == 0 ? j[i] : t[i];
		int at = *own;
		int lo = at < other ? 1 : other + 1;
		int hi = at < other ? other - 1 : m;
		for (int to = lo; to <= hi; to++) {
			if (to == at)
				continue;
			*own = to;
			out[k++] = encode(t, j);
		}
		*own = at;
	}
	return k;
}

static void solve(void)
{
	long total = npos * 2;
	int *left = malloc(sizeof *left * (size_t)total); /* unresolved moves */
	long *queue = malloc(sizeof *queue * (size_t)total);
	long *list = malloc(sizeof *list * (size_t)(n * m));
	result = calloc((size_t)total, 1);
	if (!left || !queue || !list || !result) {
		fprintf(stderr, "brute: out of memory\n");
		exit(1);
	}
	int t[MAXN], j[MAXN];
	long head = 0, tail = 0;
	for (long pos = 0; pos < npos; pos++) {
		decode(pos, t, j);
		if (!valid(t, j))
			continue;
		for (int who = 0; who < 2; who++) {
			long s = pos * 2 + who;
			left[s] = moves(t, j, who, list);
			if (left[s] == 0) {
				result[s] = LOSE;
				queue[tail++] = s;
			}
		}
	}
	while (head < tail) {
		long s = queue[head++];
		int who = (int)(s % 2), prev = 1 - who;
		decode(s / 2, t, j);
		int k = moves(t, j, prev, list);
		for (int q = 0; q < k; q++) {
			long p = list[q] * 2 + prev;
			if (result[p] != UNKNOWN)
				continue;
			if (result[s] == LOSE) {
				result[p] = WIN;
				queue[tail++] = p;
			} else if (--left[p] == 0) {
				result[p] = LOSE;
				queue[tail++] = p;
			}
		}
	}
#ifdef COUNT_DRAWS
	long draws = 0, valid_states = 0;
	for (long s = 0; s < total; s++) {
		decode(s / 2, t, j);
		if (valid(t, j)) {
			valid_states++;
			draws += result[s] == UNKNOWN;
		}
	}
	fprintf(stderr, "n=%d m=%d: %ld positions, %ld draws\n", n, m, valid_states, draws);
#endif
	free(left);
	free(queue);
	free(list);
}

int main(void)
{
	int t[MAXN], j[MAXN];
	while (scanf("%d %d", &n, &m) == 2) {
		if (n > MAXN || m > 100) {
			fprintf(stderr, "brute: case too large\n");
			return 1;
		}
		for (int i = 0; i < n; i++)
			if (scanf("%d %d", &t[i], &j[i]) != 2)
				return 1;
		cells = (long)m * m;
		npos = 1;
		for (int i = 0; i < n; i++) {
			if (npos > LIMIT / 2 / cells) {
				fprintf(stderr, "brute: case too large\n");
				return 1;
			}
			npos *= cells;
		}
		if (!cache[n][m]) {
			solve();
			cache[n][m] = result;
		}
		result = cache[n][m];
		int r = result[encode(t, j) * 2];
		puts(r == WIN ? "I WIN!" : r == LOSE ? "BAD LUCK!" : "DRAW");
	}
	return 0;
}
