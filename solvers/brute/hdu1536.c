/*
 * hdu1536 S-Nim: brute force from the rules.
 *
 * A position is the multiset of its non-empty heaps, kept as a sorted tuple. It is
 * won for the player to move when some move (take s in S, s <= heap, from one
 * heap) reaches a lost position; the empty position has no move and is lost.
 * Results are memoized in a hash table keyed by the tuple, cleared for every new
 * S. No Grundy values and no XOR: the whole position is searched at once, so this
 * is only for positions with few or small heaps. Tuples live on a private stack,
 * not the C stack, so deep games (a heap of 10000 with 1 in S) do not overflow.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int set[128], k;

/* Memo: open addressing over (offset, length) of keys in an arena of heap sizes. */
struct slot {
	uint32_t off;
	uint16_t len;
	int8_t val; /* -1: empty slot, 0: lost, 1: won */
};
static struct slot *table;
static size_t cap, used;
static uint16_t *keys;
static size_t keys_len, keys_cap;

static uint64_t hash_tuple(const uint16_t *t, int len)
{
	uint64_t h = 1469598103934665603ULL ^ (uint64_t)len;
	for (int i = 0; i < len; i++)
		h = (h ^ t[i]) * 1099511628211ULL;
	return h ^ (h >> 29);
}

static void die(const char *what)
{
	fprintf(stderr, "brute: %s\n", what);
	exit(3);
}

static void memo_clear(void)
{
	free(table);
	cap = 1 << 12;
	used = 0;
	keys_len = 0;
	table = malloc(cap * sizeof *table);
	if (!table)
		die("out of memory");
	for (size_t i = 0; i < cap; i++)
		table[i].val = -1;
}

static struct slot *memo_find(const uint16_t *t, int len)
{
	size_t i = (size_t)hash_tuple(t, len) & (cap - 1);
	while (table[i].val >= 0 &&
	       !(table[i].len == len && (len == 0 || memcmp(keys + table[i].off, t, sizeof *t * (size_t)len) == 0)))
		i = (i + 1) & (cap - 1);
	return &table[i];
}

static void memo_grow(void)
{
	struct slot *old = table;
	size_t oldcap = cap;
	cap *= 2;
	table = malloc(cap * sizeof *table);
	if (!table)
		die("out of memory");
	for (size_t i = 0; i < cap; i++)
		table[i].val = -1;
	for (size_t i = 0; i < oldcap; i++)
		if (old[i].val >= 0) {
			struct slot *s = memo_find(keys + old[i].off, old[i].len);
			*s = old[i];
		}
	free(old);
}

static void memo_put(const uint16_t *t, int len, int val)
{
	if (2 * (used + 1) > cap)
		memo_grow();
	if (keys_len + (size_t)len > keys_cap) {
		keys_cap = keys_cap ? 2 * keys_cap : 1 << 16;
		keys = realloc(keys, keys_cap * sizeof *keys);
		if (!keys)
			die("out of memory");
	}
	if (keys_len + (size_t)len > UINT32_MAX)
		die("too many states");
	struct slot *s = memo_find(t, len);
	s->off = (uint32_t)keys_len;
	s->len = (uint16_t)len;
	s->val = (int8_t)val;
	if (len > 0) /* the empty tuple copies nothing: keys may still be NULL */
		memcpy(keys + keys_len, t, sizeof *t * (size_t)len);
	keys_len += (size_t)len;
	used++;
}

/* Private stack of tuples for the search. */
static uint16_t *stk;
static size_t stk_len, stk_cap;

static uint16_t *stk_push(int len)
{
	if (stk_len + (size_t)len > stk_cap) {
		while (stk_len + (size_t)len > stk_cap)
			stk_cap = stk_cap ? 2 * stk_cap : 1 << 16;
		stk = realloc(stk, stk_cap * sizeof *stk);
		if (!stk)
			die("out of memory");
	}
	stk_len += (size_t)len;
	return stk + stk_len - len;
}

/* Does the player to move win? The tuple t (sorted, no zeros) sits at stk[base]. */
static int wins(size_t base, int len)
{
	struct slot *s = memo_find(stk + base, len);
	if (s->val >= 0)
		return s->val;
	int won = 0;
	for (int i = 0; i < len && !won; i++) {
		if (i > 0 && stk[base + i] == stk[base + i - 1])
			continue; /* the same heap size: the same moves */
		for (int j = 0; j < k && !won; j++) {
			int h = stk[base + i], r = h - set[j];
			if (r < 0)
				continue;
			/* The child: the tuple with heap i replaced by r, zeros dropped, sorted. */
			int clen = r > 0 ? len : len - 1;
			size_t cbase = (size_t)(stk_push(clen) - stk);
			int w = 0;
			for (int a = 0; a < len; a++) {
				if (a == i)
					continue;
				stk[cbase + w++] = stk[base + a];
			}
			if (r > 0) { /* insert r keeping the order */
				int pos = w;
				while (pos > 0 && stk[cbase + pos - 1] > r) {
					stk[cbase + pos] = stk[cbase + pos - 1];
					pos--;
				}
				stk[cbase + pos] = (uint16_t)r;
			}
			if (!wins(cbase, clen))
				won = 1;
			stk_len = cbase;
		}
	}
	memo_put(stk + base, len, won);
	return won;
}

static int by_value(const void *a, const void *b)
{
	return *(const uint16_t *)a - *(const uint16_t *)b;
}

int main(void)
{
	while (scanf("%d", &k) == 1 && k > 0) {
		for (int i = 0; i < k; i++)
			if (scanf("%d", &set[i]) != 1)
				return 1;
		memo_clear();
		int m;
		if (scanf("%d", &m) != 1)
			return 1;
		for (int j = 0; j < m; j++) {
			int l, len = 0;
			if (scanf("%d", &l) != 1)
				return 1;
			stk_len = 0;
			uint16_t *t = stk_push(l);
			for (int i = 0; i < l; i++) {
				int h;
				if (scanf("%d", &h) != 1)
					return 1;
				if (h > 0)
					t[len++] = (uint16_t)h;
			}
			qsort(t, (size_t)len, sizeof *t, by_value);
			putchar(wins(0, len) ? 'W' : 'L');
		}
		putchar('\n');
	}
	return 0;
}
