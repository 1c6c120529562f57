/*
 * mooresnim brute force: plays Nim-k straight from its rules.
 *
 * A position is the multiset of heap sizes (kept sorted, so equal multisets share
 * one memo entry). A move picks between 1 and k heaps and lowers each of them to
 * any smaller size; every such move is enumerated. A position is won when some
 * move leads to a lost position; with no move left (all heaps empty) it is lost.
 * Memoized per (n, k), so it only handles small inputs: n <= 6, heaps <= 7.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 6
#define MAXH 7
#define BASE (MAXH + 1)
#define CODES 262144 /* BASE^MAXN */

/* memo[n][k][code]: 0 unknown, 1 lost, 2 won for the player to move. */
static unsigned char memo[MAXN + 1][MAXN + 1][CODES];

static int cmp_desc(const void *a, const void *b)
{
	return *(const int *)b - *(const int *)a;
}

static int encode(const int *h, int n)
{
	int s[MAXN];
	memcpy(s, h, sizeof(int) * (size_t)n);
	qsort(s, (size_t)n, sizeof(int), cmp_desc);
	int code = 0;
	for (int i = 0; i < n; i++)
		code = code * BASE + s[i];
	return code;
}

static int won(const int *h, int n, int k);

/*
 * Tries every way to finish a move on heaps i.. of cur, where `chosen` heaps were
 * already lowered. Returns 1 when some completed move reaches a lost position.
 */
static int try_moves(const int *orig, int *cur, int i, int chosen, int n, int k)
{
	if (i == n)
		return chosen > 0 && !won(cur, n, k);
	if (try_moves(orig, cur, i + 1, chosen, n, k))
		return 1;
	if (chosen < k) {
		for (int v = 0; v < orig[i]; v++) {
			cur[i] = v;
			int hit = try_moves(orig, cur, i + 1, chosen + 1, n, k);
			cur[i] = orig[i];
			if (hit)
				return 1;
		}
	}
	return 0;
}

static int won(const int *h, int n, int k)
{
	int code = encode(h, n);
	unsigned char *m = &memo[n][k][code];
	if (*m)
		return *m == 2;
	int cur[MAXN];
	memcpy(cur, h, sizeof(int) * (size_t)n);
	int w = try_moves(h, cur, 0, 0, n, k);
	*m = (unsigned char)(w ? 2 : 1);
	return w;
}

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 1;
	while (t-- > 0) {
		int n, k, h[MAXN];
		if (scanf("%d %d", &n, &k) != 2)
			return 1;
		if (n < 1 || n > MAXN || k < 1 || k > n) {
			fprintf(stderr, "brute: n = %d, k = %d too large\n", n, k);
			return 1;
		}
		for (int i = 0; i < n; i++) {
			long long a;
			if (scanf("%lld", &a) != 1)
				return 1;
			if (a < 0 || a > MAXH) {
				fprintf(stderr, "brute: heap %lld too large\n", a);
				return 1;
			}
			h[i] = (int)a;
		}
		puts(won(h, n, k) ? "First" : "Second");
	}
	return 0;
}
