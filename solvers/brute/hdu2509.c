/*
 * Brute force for HDU 2509 (Be the Winner): plays the game from its rules.
 *
 * A position is the multiset of row lengths, kept sorted. A move takes a run
 * of 1..L consecutive apples from a row of L, starting at any offset, which
 * leaves the rows before and after the run (empty rows vanish). The player who
 * takes the last apple loses, so a player facing no apples at all has won.
 * Results are memoized in a hash table keyed by the sorted multiset; the total
 * only falls, so cases with a total of about 30 (or all rows of 1) are cheap.
 */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 128
#define HASH_SIZE (1u << 20)

/* a memoized position: its sorted rows live in pool[off .. off + len) */
struct entry {
	unsigned off;
	unsigned char len;
	signed char win;
};

static struct entry *table;
static unsigned table_used;
static unsigned char *pool;
static size_t pool_used, pool_size;

static unsigned hash_state(const int *v, int n)
{
	unsigned h = 2166136261u;
	for (int i = 0; i < n; i++)
		h = (h ^ (unsigned)v[i]) * 16777619u;
	return (h ^ (unsigned)n) & (HASH_SIZE - 1);
}

static struct entry *lookup(const int *v, int n)
{
	for (unsigned h = hash_state(v, n);; h = (h + 1) & (HASH_SIZE - 1)) {
		struct entry *e = &table[h];
		if (e->win < 0)
			return e;
		if (e->len != n)
			continue;
		int same = 1;
		for (int i = 0; i < n && same; i++)
			same = pool[e->off + i] == v[i];
		if (same)
			return e;
	}
}

static int cmp_desc(const void *a, const void *b)
{
	return *(const int *)b - *(const int *)a;
}

/* Sorts v (n rows, none empty) and returns whether the player to move wins. */
static int wins(int *v, int n)
{
	if (n == 0)
		return 1; /* the opponent took the last apple */
	qsort(v, (size_t)n, sizeof v[0], cmp_desc);
	struct entry *e = lookup(v, n);
	if (e->win >= 0)
		return e->win;
	int result = 0;
	int w[MAXN + 1];
	for (int i = 0; i < n && !result; i++) {
		if (i > 0 && v[i] == v[i - 1])
			continue;
		int len = v[i];
		/* keep `left` apples before the run and `right` after it */
		for (int left = 0; left < len && !result; left++) {
			for (int right = 0; left + right < len && !result; right++) {
				if (right < left)
					continue; /* mirror image of a move already tried */
				int m = 0;
				for (int j = 0; j < n; j++)
					if (j != i)
						w[m++] = v[j];
				if (left > 0)
					w[m++] = left;
				if (right > 0)
					w[m++] = right;
				if (!wins(w, m))
					result = 1;
			}
		}
	}
	e = lookup(v, n);
	if (e->win < 0) {
		if (++table_used > HASH_SIZE / 2) {
			fprintf(stderr, "brute: too many positions\n");
			exit(1);
		}
		if (pool_used + (size_t)n > pool_size) {
			pool_size = 2 * pool_size + MAXN;
			pool = realloc(pool, pool_size);
			if (!pool)
				exit(1);
		}
		e->off = (unsigned)pool_used;
		e->len = (unsigned char)n;
		for (int i = 0; i < n; i++)
			pool[pool_used++] = (unsigned char)v[i];
	}
	e->win = (signed char)result;
	return result;
}

int main(void)
{
	table = malloc(sizeof *table * HASH_SIZE);
	if (!table)
		return 1;
	for (unsigned i = 0; i < HASH_SIZE; i++)
		table[i].win = -1;
	int n;
	while (scanf("%d", &n) == 1) {
		int v[MAXN];
		if (n < 1 || n > 100)
			return 1;
		for (int i = 0; i < n; i++)
			if (scanf("%d", &v[i]) != 1 || v[i] < 1 || v[i] > 100)
				return 1;
		puts(wins(v, n) ? "Yes" : "No");
	}
	return 0;
}
