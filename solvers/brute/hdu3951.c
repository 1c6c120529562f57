/*
 * Brute force for HDU 3951, Coin Game, from the rules, with Sprague-Grundy
 * values. n coins in a circle; a move takes 1..k coins that are consecutive
 * (neighbours in the circle, no gap between them); whoever takes the last coin
 * wins.
 *
 * The first move takes t coins (1 <= t <= min(n, k)) and leaves a line of
 * n - t coins. On a line, taking t consecutive coins leaves two independent
 * lines (either may be empty), so the value of a line of L coins is the mex
 * over every such move of the xor of the two parts. The first player wins when
 * one first move leaves a line of value 0 (the empty line included).
 * O(L^2 k) per distinct k: small n only. Values are kept per k (capped at the
 * largest n, since taking more coins than a line holds is never possible).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 2000

struct table {
	long long k;
	int len;      /* values known for lines 0..len-1 */
	int sg[MAXN + 1];
};

static struct table *tables;
static int ntables;

static struct table *table_for(long long k)
{
	for (int i = 0; i < ntables; i++)
		if (tables[i].k == k)
			return &tables[i];
	tables = realloc(tables, (size_t)(ntables + 1) * sizeof *tables);
	if (!tables)
		exit(3);
	struct table *t = &tables[ntables++];
	t->k = k;
	t->len = 1;
	t->sg[0] = 0;
	return t;
}

static int line_value(struct table *t, int len)
{
	static char seen[2 * MAXN + 8];
	for (; t->len <= len; t->len++) {
		int l = t->len;
		memset(seen, 0, sizeof seen);
		for (int take = 1; take <= l && take <= t->k; take++)
			for (int left = 0; left + take <= l; left++)
				seen[t->sg[left] ^ t->sg[l - take - left]] = 1;
		int g = 0;
		while (seen[g])
			g++;
		t->sg[l] = g;
	}
	return t->sg[len];
}

int main(void)
{
	long long cases;
	if (scanf("%lld", &cases) != 1)
		return 1;
	for (long long c = 1; c <= cases; c++) {
		long long n, k;
		if (scanf("%lld %lld", &n, &k) != 2)
			return 1;
		if (n > MAXN) {
			fprintf(stderr, "brute: n = %lld is too large\n", n);
			return 1;
		}
		if (k > n)
			k = n; /* a move never takes more than n coins */
		struct table *t = table_for(k);
		int first = 0;
		for (long long take = 1; take <= k && !first; take++)
			first = line_value(t, (int)(n - take)) == 0;
		printf("Case %lld: %s\n", c, first ? "first" : "second");
	}
	free(tables);
	return 0;
}
