/*
 * Brute force for HDU 4111 (Alice and Bob): plays the game from its rules.
 *
 * A position is the multiset of numbers on the table, kept as a sorted array.
 * A move either lowers one number by 1 (a number that reaches 0 vanishes) or
 * replaces two numbers by their sum; the player who cannot move loses. Each
 * position's result is found by trying every move and is memoized in a hash
 * table keyed by the sorted multiset (sorted by insertion: qsort's calls were
 * half of a run). The total never grows, so only small
 * totals (about 40) are practical.
 */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 64
#define HASH_BITS 20
#define HASH_SIZE (1u << HASH_BITS)

struct entry {
	unsigned char len;
	unsigned char val[MAXN];
	signed char win;
};

static struct entry *table;
static unsigned table_used;

static unsigned hash_state(const int *v, int n)
{
	unsigned h = 2166136261u;
	for (int i = 0; i < n; i++)
		h = (h ^ (unsigned)v[i]) * 16777619u;
	return (h ^ (unsigned)n) & (HASH_SIZE - 1);
}

static struct entry *lookup(const int *v, int n)
{
	unsigned h = hash_state(v, n);
	for (;;) {
		struct entry *e = &table[h];
		if (e->win < 0)
			return e;
		if (e->len == n) {
			int same = 1;
			for (int i = 0; i < n && same; i++)
				same = e->val[i] == v[i];
			if (same)
				return e;
		}
		h = (h + 1) & (HASH_SIZE - 1);
	}
}

/*
 * Sorts v (length n) from the largest down, by insertion: a move changes one
 * or two numbers of a sorted array, so each is a few steps from its place.
 */
static void sort_desc(int *v, int n)
{
	for (int i = 1; i < n; i++) {
		int x = v[i], k = i;
		for (; k > 0 && v[k - 1] < x; k--)
			v[k] = v[k - 1];
		v[k] = x;
	}
}

/* Sorts v (length n) and returns whether the player to move wins. */
static int wins(int *v, int n)
{
	sort_desc(v, n);
	struct entry *e = lookup(v, n);
	if (e->win >= 0 && e->len == n)
		return e->win;
	int result = 0;
	int w[MAXN];
	/* lower one number by 1 */
	for (int i = 0; i < n && !result; i++) {
		if (i > 0 && v[i] == v[i - 1])
			continue;
		int m = 0;
		for (int j = 0; j < n; j++) {
			int x = v[j] - (j == i);
			if (x > 0)
				w[m++] = x;
		}
		if (!wins(w, m))
			result = 1;
	}
	/* merge two numbers */
	for (int i = 0; i < n && !result; i++) {
		for (int j = i + 1; j < n && !result; j++) {
			int m = 0;
			for (int k = 0; k < n; k++)
				if (k != i && k != j)
					w[m++] = v[k];
			w[m++] = v[i] + v[j];
			if (!wins(w, m))
				result = 1;
		}
	}
	e = lookup(v, n);
	if (e->win < 0) {
		if (++table_used > HASH_SIZE / 2) {
			fprintf(stderr, "brute: too many positions\n");
			exit(1);
		}
		e->len = (unsigned char)n;
		for (int i = 0; i < n; i++)
			e->val[i] = (unsigned char)v[i];
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
	int t;
	if (scanf("%d", &t) != 1)
		return 1;
	for (int c = 1; c <= t; c++) {
		int n, v[MAXN];
		if (scanf("%d", &n) != 1 || n < 1 || n > MAXN)
			return 1;
		int total = 0;
		for (int i = 0; i < n; i++) {
			if (scanf("%d", &v[i]) != 1)
				return 1;
			total += v[i];
		}
		if (total > 48) {
			fprintf(stderr, "brute: case %d is too large\n", c);
			return 1;
		}
		printf("Case #%d: %s\n", c, wins(v, n) ? "Alice" : "Bob");
	}
	return 0;
}
