/*
 * snimmove (S-Nim, print a winning move): brute force from the rules.
 *
 * No Grundy values and no XOR. A position is the multiset of its non-empty
 * heaps, kept as a sorted tuple; it is won for the player to move when some move
 * (take s in S, s <= heap, from one heap) reaches a lost position, and the
 * position with no move is lost. Won/lost is memoized per tuple in a hash table,
 * cleared for every new S. For each position of the input the search then tries
 * the moves in input order (heaps from the first, S in the order given) and
 * prints the first one that leaves a lost position, or "lose".
 *
 * The whole position is searched at once, so this is only for few or small
 * heaps. Tuples under construction live in a private stack addressed by offsets
 * (it may move when it grows), not in C arrays on the call stack.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int set[128], k;

static void die(const char *what)
{
	fprintf(stderr, "brute: %s\n", what);
	exit(3);
}

static void *grow(void *p, size_t *cap, size_t need, size_t size)
{
	if (need <= *cap)
		return p;
	while (*cap < need)
		*cap = *cap ? 2 * *cap : 1 << 12;
	p = realloc(p, *cap * size);
	if (!p)
		die("out of memory");
	return p;
}

/* ---- the memo: tuple -> won/lost ---- */

struct entry {
	uint64_t hash;
	uint32_t off; /* the key in keys[off .. off + len) */
	uint16_t len;
	uint8_t full, won;
};
static struct entry *memo;
static size_t memo_cap, memo_used;
static uint16_t *keys;
static size_t keys_len, keys_cap;

static uint64_t hash_of(const uint16_t *t, int len)
{
	uint64_t h = 0xcbf29ce484222325ULL + (uint64_t)len;
	for (int i = 0; i < len; i++)
		h = (h ^ t[i]) * 0x100000001b3ULL;
	return h ^ (h >> 31);
}

static void memo_reset(void)
{
	free(memo);
	memo_cap = 1 << 10;
	memo_used = 0;
	keys_len = 0;
	memo = calloc(memo_cap, sizeof *memo);
	if (!memo)
		die("out of memory");
}

/* The slot holding t, or the empty slot where it would go. */
static struct entry *memo_slot(const uint16_t *t, int len, uint64_t h)
{
	size_t i = (size_t)h & (memo_cap - 1);
	while (memo[i].full && !(memo[i].hash == h && memo[i].len == len &&
	                         memcmp(keys + memo[i].off, t, (size_t)len * sizeof *t) == 0))
		i = (i + 1) & (memo_cap - 1);
	return &memo[i];
}

static void memo_put(const uint16_t *t, int len, int won)
{
	if (2 * (memo_used + 1) > memo_cap) {
		struct entry *old = memo;
		size_t old_cap = memo_cap;
		memo_cap *= 2;
		memo = calloc(memo_cap, sizeof *memo);
		if (!memo)
			die("out of memory");
		for (size_t i = 0; i < old_cap; i++)
			if (old[i].full)
				*memo_slot(keys + old[i].off, old[i].len, old[i].hash) = old[i];
		free(old);
	}
	keys = grow(keys, &keys_cap, keys_len + (size_t)len, sizeof *keys);
	if (keys_len > UINT32_MAX - 200)
		die("too many positions");
	uint64_t h = hash_of(t, len);
	struct entry *e = memo_slot(t, len, h);
	*e = (struct entry){ h, (uint32_t)keys_len, (uint16_t)len, 1, (uint8_t)won };
	memcpy(keys + keys_len, t, (size_t)len * sizeof *t);
	keys_len += (size_t)len;
	memo_used++;
}

/* ---- the search ---- */

static uint16_t *stk;
static size_t stk_len, stk_cap;

/*
 * Pushes a copy of the tuple at stk[from .. from + len) (sorted, no zeros) with
 * the heap at index skip replaced by r (dropped when r is 0), keeping it sorted.
 * Returns the child's offset in stk and sets *clen.
 */
static size_t push_child(size_t from, int len, int skip, int r, int *clen)
{
	int n = r > 0 ? len : len - 1;
	stk = grow(stk, &stk_cap, stk_len + (size_t)n, sizeof *stk);
	size_t base = stk_len;
	const uint16_t *src = stk + from;
	uint16_t *c = stk + base;
	int w = 0;
	for (int a = 0; a < len; a++)
		if (a != skip)
			c[w++] = src[a];
	if (r > 0) {
		int p = w;
		while (p > 0 && c[p - 1] > r) {
			c[p] = c[p - 1];
			p--;
		}
		c[p] = (uint16_t)r;
	}
	stk_len += (size_t)n;
	*clen = n;
	return base;
}

/* Does the player to move win the tuple at stk[base .. base + len)? */
static int wins(size_t base, int len)
{
	uint64_t h = hash_of(stk + base, len);
	struct entry *e = memo_slot(stk + base, len, h);
	if (e->full)
		return e->won;
	int won = 0;
	for (int i = 0; i < len && !won; i++) {
		if (i > 0 && stk[base + i] == stk[base + i - 1])
			continue; /* a heap of the same size has the same moves */
		for (int j = 0; j < k && !won; j++) {
			int r = stk[base + i] - set[j];
			if (r < 0)
				continue;
			int clen;
			size_t cbase = push_child(base, len, i, r, &clen);
			won = !wins(cbase, clen);
			stk_len = cbase;
		}
	}
	memo_put(stk + base, len, won);
	return won;
}

static int by_value(const void *a, const void *b)
{
	return (int)*(const uint16_t *)a - (int)*(const uint16_t *)b;
}

int main(void)
{
	static int heap[128];
	static uint16_t tuple[128];
	while (scanf("%d", &k) == 1 && k > 0) {
		for (int i = 0; i < k; i++)
			if (scanf("%d", &set[i]) != 1)
				die("bad input");
		memo_reset();
		int m;
		if (scanf("%d", &m) != 1)
			die("bad input");
		for (int j = 0; j < m; j++) {
			int l;
			if (scanf("%d", &l) != 1)
				die("bad input");
			for (int i = 0; i < l; i++)
				if (scanf("%d", &heap[i]) != 1)
					die("bad input");
			int found = 0;
			for (int i = 0; i < l && !found; i++)
				for (int j2 = 0; j2 < k && !found; j2++) {
					if (set[j2] > heap[i])
						continue;
					int len = 0;
					for (int a = 0; a < l; a++) {
						int v = a == i ? heap[a] - set[j2] : heap[a];
						if (v > 0)
							tuple[len++] = (uint16_t)v;
					}
					qsort(tuple, (size_t)len, sizeof *tuple, by_value);
					stk_len = 0;
					stk = grow(stk, &stk_cap, (size_t)len, sizeof *stk);
					memcpy(stk, tuple, (size_t)len * sizeof *tuple);
					stk_len = (size_t)len;
					if (!wins(0, len)) {
						printf("%d %d\n", i + 1, set[j2]);
						found = 1;
					}
				}
			if (!found)
				puts("lose");
		}
	}
	return 0;
}
