/*
 * twoqueues: two queues of non-negative values and a threshold m; a move pops
 * the head of a non-empty queue and adds it to a running sum; the player whose
 * move makes the sum reach m loses, and a player with both queues empty loses.
 *
 * Cell (i, j) of the grid is the position after i pops from the first queue
 * and j from the second; it is live while S(i, j) = A[1..i] + B[1..j] < m. As
 * seed document 003 proves, when (i + 1, j + 1) is live, (i, j) and
 * (i + 1, j + 1) have the same outcome (two lost cells are never neighbours,
 * which forbids every other arrangement). So walk the diagonal from (0, 0) while
 * the next diagonal cell is live, to (i, j). From there a pop from one queue
 * forbids the other for good (the sum would then reach m, or that queue is
 * empty), so the game is a forced run down one queue: the live cells
 * (i + 1, j), (i + 2, j), ... number cA, and the last of them is lost (its
 * moves all reach m, or there are none), so (i + 1, j) is lost when cA is odd;
 * likewise cB along the second queue. (i, j) is won when cA or cB is odd.
 * O(H + W) a case after reading; sums need 64 bits.
 */
#include <stdio.h>
#include <stdlib.h>

static int read_ll(long long *out)
{
	int c = getchar();
	while (c == ' ' || c == '\n' || c == '\r')
		c = getchar();
	if (c < '0' || c > '9')
		return 0;
	long long v = 0;
	for (; c >= '0' && c <= '9'; c = getchar())
		v = v * 10 + (c - '0');
	*out = v;
	return 1;
}

int main(void)
{
	long long cases, h, w, m;
	if (!read_ll(&cases))
		return 0;
	long long *pa = NULL, *pb = NULL; /* prefix sums: pa[i] = A[1] + ... + A[i] */
	while (cases-- > 0 && read_ll(&h) && read_ll(&w) && read_ll(&m)) {
		pa = realloc(pa, ((size_t)h + 1) * sizeof *pa);
		pb = realloc(pb, ((size_t)w + 1) * sizeof *pb);
		if (!pa || !pb)
			return 3;
		pa[0] = pb[0] = 0;
		for (long long i = 1; i <= h; i++) {
			read_ll(&pa[i]);
			pa[i] += pa[i - 1];
		}
		for (long long j = 1; j <= w; j++) {
			read_ll(&pb[j]);
			pb[j] += pb[j - 1];
		}
		long long i = 0, j = 0;
		while (i < h && j < w && pa[i + 1] + pb[j + 1] < m)
			i++, j++;
		long long ca = 0, cb = 0;
		for (long long x = i + 1; x <= h && pa[x] + pb[j] < m; x++)
			ca++;
		for (long long y = j + 1; y <= w && pa[i] + pb[y] < m; y++)
			cb++;
		puts(ca % 2 == 1 || cb % 2 == 1 ? "First" : "Second");
	}
	free(pa);
	free(pb);
	return 0;
}
