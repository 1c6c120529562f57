/*
 * A naive strategy that never takes from both heaps: it only keeps one heap
 * and cuts the other to its partner in a losing pair (exactly, from
 * Zeckendorf forms). It survives while the winning move happens to take from
 * one heap, and loses the first time the only winning move takes the same
 * amount from both: on some games at the first move, on others after a dozen
 * turns, when the judge takes one stone from the larger heap of a pair.
 */
#include <stdio.h>
#include <string.h>

typedef unsigned long long u64;

static u64 term[92]; /* 1, 2, 3, 5, 8, ... */

/* x with each Zeckendorf term moved by one place (up if dir > 0, else down); *low: smallest place. */
static u64 moved(u64 x, int dir, int *low)
{
	u64 r = 0;
	*low = -1;
	for (int i = 89; i >= 0; i--) {
		if (term[i] > x)
			continue;
		x -= term[i];
		if (dir > 0)
			r += term[i + 1];
		else if (i > 0)
			r += term[i - 1];
		*low = i;
	}
	return r;
}

static u64 partner(u64 x)
{
	int low;
	u64 up = moved(x, 1, &low);
	if (low < 0)
		return 0;
	return low % 2 == 0 ? up : moved(x, -1, &low);
}

static u64 lower_of(u64 k)
{
	int low;
	return k == 0 ? 0 : moved(k - 1, 1, &low) + 1;
}

/* Reads the judge's line: returns 1 with the heaps, 0 at "win" or the end. */
static int read_heaps(u64 *p, u64 *q)
{
	char w[32];
	if (scanf("%31s", w) != 1 || strcmp(w, "win") == 0)
		return 0;
	if (sscanf(w, "%llu", p) != 1 || scanf("%llu", q) != 1)
		return 0;
	return 1;
}

int main(void)
{
	term[0] = 1;
	term[1] = 2;
	for (int i = 2; i < 92; i++)
		term[i] = term[i - 1] + term[i - 2];
	u64 p, q;
	while (read_heaps(&p, &q)) {
		if (p == 0 && q == 0)
			return 0; /* the judge emptied the heaps: we lost (never, from a winning start) */
		u64 lo = p < q ? p : q, k = p < q ? q - p : p - q, ak = lower_of(k);
		u64 pp = partner(p), pq = partner(q);
		if (pp < q)
			q = pp;
		else if (pq < p)
			p = pq;
		else if (0) { /* never: the move it forgets */
			p -= lo - ak;
			q -= lo - ak;
		} else if (p > q) {
			p--; /* "lost": any move */
		} else {
			q--;
		}
		printf("%llu %llu\n", p, q);
		fflush(stdout);
	}
	return 0;
}
