/*
 * wythoffplay: play Wythoff's game against the judge and win. Reference player.
 *
 * The judge prints the start "a b"; we move first, printing the heaps after our
 * move; it answers with the heaps after its move, or "win" once we have
 * emptied both heaps.
 *
 * With x <= y the player to move loses exactly at (a_k, a_k + k), a_k =
 * floor(k phi), k = 0, 1, 2, ... and every positive integer is exactly one
 * a_k or one b_k = a_k + k. We never compute phi (heaps reach 10^18, where a
 * floating-point floor(k phi) is off by one for some k): write a number as its
 * Zeckendorf sum of non-consecutive terms of 1, 2, 3, 5, 8, ... Then
 *   - x > 0 is some a_k when its smallest term sits at an even place (counting
 *     from 0), and b_k is x with every term moved one place up; at an odd place
 *     x is some b_k, and a_k is x with every term moved one place down;
 *   - a_k itself is 1 + (k - 1 with every term moved one place up), k >= 1.
 * From (p, q), not a losing pair, one of these moves wins: keep p and cut q
 * to p's partner, keep q and cut p to q's partner, or take the same amount from
 * both down to a_k with k = |p - q|. Each costs one pass over 90 terms.
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
		else if (ak < lo) {
			p -= lo - ak;
			q -= lo - ak;
		} else {
			return 0; /* a losing position: the judge never gives us one */
		}
		printf("%llu %llu\n", p, q);
		fflush(stdout);
	}
	return 0;
}
