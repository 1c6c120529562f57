/*
 * northcottplay brute-force player: plays from a table of every position, solved from the
 * rules alone by retrograde analysis (no Nim, no formula).
 *
 * A state is every row's pair (our square, the interactor's square) and who is to move. The
 * mover slides one of its own pieces along its row, either way, to an empty square without
 * passing the other piece; a player with no move loses. Pieces can go back and forth, so the
 * game graph has cycles and a recursive search would not end; the table is built backwards:
 * states without a move are lost, a state with a move into a lost state is won, a state whose
 * moves all lead to won states is lost, layer by layer (a FIFO queue), so that each settled
 * state also gets its distance to the end under best play. Every move can be undone, so the
 * states leading into one are found by moving the other player's piece.
 *
 * To play, it moves into a state lost for the interactor at the smallest distance: the
 * distance falls at every turn, so it wins and the game ends. For small boards only: more
 * than LIMIT states is refused.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LIMIT 2000000L
#define MAXN  20

enum { UNKNOWN, WIN, LOSE };

static int n, m;
static long cells, npos; /* m * m codes per row; cells^n positions */
static unsigned char *result;
static int *dist, *left, *queue, *list;

static void decode(long pos, int *a, int *b)
{
	for (int i = 0; i < n; i++) {
		long row = pos % cells;
		pos /= cells;
		a[i] = (int)(row / m) + 1;
		b[i] = (int)(row % m) + 1;
	}
}

static long encode(const int *a, const int *b)
{
	long pos = 0;
	for (int i = n - 1; i >= 0; i--)
		pos = pos * cells + (long)(a[i] - 1) * m + (b[i] - 1);
	return pos;
}

/* The positions reached when `who` (0 us, 1 the interactor) moves once; returns how many. */
static int moves(int *a, int *b, int who, int *out)
{
	int k = 0;
	for (int i = 0; i < n; i++) {
		int *own = who == 0 ? &a[i] : &b[i];
		int other = who == 0 ? b[i] : a[i], at = *own;
		int lo = at < other ? 1 : other + 1, hi = at < other ? other - 1 : m;
		for (int to = lo; to <= hi; to++) {
			if (to == at)
				continue;
			*own = to;
			out[k++] = (int)encode(a, b);
		}
		*own = at;
	}
	return k;
}

static void solve(void)
{
	long total = npos * 2;
	result = calloc((size_t)total, 1);
	dist = calloc((size_t)total, sizeof *dist);
	left = calloc((size_t)total, sizeof *left);
	queue = malloc(sizeof *queue * (size_t)total);
	list = malloc(sizeof *list * (size_t)(n * m));
	if (!result || !dist || !left || !queue || !list) {
		fprintf(stderr, "brute: out of memory\n");
		exit(1);
	}
	int a[MAXN], b[MAXN];
	long head = 0, tail = 0;
	for (long pos = 0; pos < npos; pos++) {
		decode(pos, a, b);
		int ok = 1;
		for (int i = 0; i < n; i++)
			ok &= a[i] != b[i];
		if (!ok)
			continue;
		for (int who = 0; who < 2; who++) {
			long s = pos * 2 + who;
			left[s] = moves(a, b, who, list);
			if (left[s] == 0) {
				result[s] = LOSE;
				queue[tail++] = (int)s;
			}
		}
	}
	while (head < tail) {
		long s = queue[head++];
		int who = (int)(s % 2), prev = 1 - who;
		decode(s / 2, a, b);
		int k = moves(a, b, prev, list);
		for (int q = 0; q < k; q++) {
			long p = (long)list[q] * 2 + prev;
			if (result[p] != UNKNOWN)
				continue;
			if (result[s] == LOSE) {
				result[p] = WIN;
			} else if (--left[p] == 0) {
				result[p] = LOSE;
			} else {
				continue;
			}
			dist[p] = dist[s] + 1;
			queue[tail++] = (int)p;
		}
	}
}

int main(void)
{
	int a[MAXN], b[MAXN];
	if (scanf("%d %d", &n, &m) != 2 || n < 1 || n > MAXN || m < 2 || m > 100)
		return 1;
	for (int i = 0; i < n; i++)
		if (scanf("%d %d", &a[i], &b[i]) != 2 || a[i] < 1 || a[i] > m || b[i] < 1 || b[i] > m || a[i] == b[i])
			return 1;
	cells = (long)m * m;
	npos = 1;
	for (int i = 0; i < n; i++) {
		if (npos > LIMIT / 2 / cells) {
			fprintf(stderr, "brute: board too large\n");
			return 1;
		}
		npos *= cells;
	}
	solve();
	for (;;) {
		/* Into a state lost for the interactor, nearest the end; if none, the farthest. */
		int k = moves(a, b, 0, list), best = -1;
		for (int q = 0; q < k; q++) {
			long c = (long)list[q] * 2 + 1;
			if (best < 0)
				best = q;
			long bc = (long)list[best] * 2 + 1;
			int lose_c = result[c] == LOSE, lose_b = result[bc] == LOSE;
			if (lose_c != lose_b ? lose_c : lose_c ? dist[c] < dist[bc] : dist[c] > dist[bc])
				best = q;
		}
		if (best < 0)
			return 0;
		int na[MAXN], nb[MAXN], r = 0;
		decode(list[best], na, nb);
		while (na[r] == a[r])
			r++;
		a[r] = na[r];
		printf("%d %d\n", r + 1, a[r]);
		fflush(stdout);
		char word[16];
		int row, x;
		if (scanf("%15s", word) != 1 || !strcmp(word, "win") || !strcmp(word, "lose"))
			return 0;
		if (sscanf(word, "%d", &row) != 1 || scanf("%d", &x) != 1 || row < 1 || row > n)
			return 0;
		b[row - 1] = x;
	}
}
