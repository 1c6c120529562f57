/*
 * Wins the first move exactly, then mirrors: whatever the judge takes from
 * one heap it takes from the other (from both when the judge took from both,
 * or from the same heap when the other is too small). Mirroring wins Nim on
 * two equal heaps; in Wythoff's game it loses: the judge's move from a losing
 * pair is answered by another pair of the same kind only by chance.
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
	u64 lo = p < q ? p : q, ak = lower_of(p < q ? q - p : p - q);
	if (partner(p) < q)
		q = partner(p);
	else if (partner(q) < p)
		p = partner(q);
	else {
		p -= lo - ak;
		q -= lo - ak;
	}
	for (;;) {
		printf("%llu %llu\n", p, q);
		fflush(stdout);
		if (scanf("%31s", w) != 1 || strcmp(w, "win") == 0 || scanf("%llu", &y) != 1)
			return 0;
		sscanf(w, "%llu", &x);
		if (x == 0 && y == 0)
			return 0;
		u64 tp = p - x, tq = q - y;
		if (tp > 0 && tq > 0) { /* both: take the same again, as far as it goes */
			u64 t = x < y ? x : y;
			t = t < tp ? t : tp;
			x -= t;
			y -= t;
		} else if (tp > 0) {
			if (y >= tp)
				y -= tp;
			else
				x -= x < tp ? x : tp;
		} else {
			if (x >= tq)
				x -= tq;
			else
				y -= y < tq ? y : tq;
		}
		if (x == p - tp && y == q - tq) { /* nothing taken: take one */
			if (x > 0)
				x--;
			else
				y--;
		}
		p = x;
		q = y;
	}
}
