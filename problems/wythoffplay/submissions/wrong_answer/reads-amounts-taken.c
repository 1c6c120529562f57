/*
 * Misreads the protocol: takes the judge's line for the number of stones it
 * took from each heap, not the heaps left, and subtracts. Its idea of the
 * position drifts from the real one after the judge's first move, and its next
 * move is made on heaps that are not there.
 */
#include <stdio.h>
#include <string.h>

typedef unsigned long long u64;

static u64 term[92]; /* 1, 2, 3, 5, 8, ... */

static u64 moved(u64 x, int dir, int *low)
{
	u64 r = 0;
	*low = -1;
	for (int i = 89; i >= 0; i--)
		if (term[i] <= x) {
			x -= term[i];
			r += dir > 0 ? term[i + 1] : i > 0 ? term[i - 1] : 0;
			*low = i;
		}
	return r;
}

static u64 lower_of(u64 k)
{
	int low;
	return k == 0 ? 0 : moved(k - 1, 1, &low) + 1;
}

static void terms(void)
{
	term[0] = 1;
	term[1] = 2;
	for (int i = 2; i < 92; i++)
		term[i] = term[i - 1] + term[i - 2];
}

static u64 partner(u64 x)
{
	int low;
	u64 up = moved(x, 1, &low);
	return low < 0 ? 0 : low % 2 == 0 ? up : moved(x, -1, &low);
}

int main(void)
{
	char w[32];
	u64 p, q, x, y;
	terms();
	if (scanf("%llu %llu", &p, &q) != 2)
		return 0;
	for (;;) {
		u64 lo = p < q ? p : q, ak = lower_of(p < q ? q - p : p - q);
		if (partner(p) < q)
			q = partner(p);
		else if (partner(q) < p)
			p = partner(q);
		else if (ak < lo) {
			p -= lo - ak;
			q -= lo - ak;
		} else if (p > 0)
			p--;
		else if (q > 0)
			q--;
		printf("%llu %llu\n", p, q);
		fflush(stdout);
		if (scanf("%31s", w) != 1 || strcmp(w, "win") == 0 || scanf("%llu", &y) != 1)
			return 0;
		sscanf(w, "%llu", &x);
		p = x <= p ? p - x : 0; /* "took x from the first heap" */
		q = y <= q ? q - y : 0;
	}
}
