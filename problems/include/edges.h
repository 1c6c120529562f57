/*
 * edges.h: the values at a constraint's edges, for a generator's boundary mode
 * (the manifest's `boundary:` entries, on which `judge mutants` compares its
 * survivors with the reference): the ends of the range and the values beside
 * them, and each power of two a fixed-width slip wraps at (2^8, 2^16, 2^31,
 * 2^32, 2^63) with its neighbours, those that the range holds.
 */
#ifndef EDGES_H
#define EDGES_H

#define EDGES_MAX 24

static inline int edges_add(long long *v, int n, long long x, long long lo, long long hi)
{
	if (x < lo || x > hi)
		return n;
	for (int i = 0; i < n; i++)
		if (v[i] == x)
			return n;
	v[n] = x;
	return n + 1;
}

/* The edge values of [lo, hi] into v (room for EDGES_MAX), increasing; returns how many. */
static inline int gen_edges(long long lo, long long hi, long long *v)
{
	static const int bits[] = { 8, 16, 31, 32 };
	int n = 0;
	for (long long d = 0; d <= 2; d++)
		n = edges_add(v, n, lo + d, lo, hi);
	for (int b = 0; b < 4; b++)
		for (long long d = -1; d <= 1; d++)
			n = edges_add(v, n, (1LL << bits[b]) + d, lo, hi);
	n = edges_add(v, n, 0x7fffffffffffffffLL, lo, hi); /* 2^63 - 1 */
	n = edges_add(v, n, hi - 1, lo, hi);
	n = edges_add(v, n, hi, lo, hi);
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
			long long x = v[j];
			v[j] = v[j - 1];
			v[j - 1] = x;
		}
	return n;
}

#endif
