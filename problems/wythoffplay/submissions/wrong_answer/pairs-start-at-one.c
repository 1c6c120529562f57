/*
 * Exact Zeckendorf arithmetic, but the losing pairs are taken to start at
 * k = 1, (1, 2): the pair (0, 0) is forgotten. So an empty heap has no
 * partner, and equal heaps have no pair to go to by taking from both. Right
 * for every large position; wrong at the very end of the game, where the only
 * winning move empties both heaps: from (1 1), (0 2) or (1 0) it finds no
 * winning move and takes one stone, a legal but losing move, late.
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

/* The partner of x in the pairs k >= 1; 0 has none (returns ~0). */
static u64 partner(u64 x)
{
	int low;
	if (x == 0)
		return ~0ULL;
	u64 up = moved(x, 1, &low);
	return low % 2 == 0 ? up : moved(x, -1, &low);
}

int main(void)
{
	char w[32];
	u64 p, q;
	terms();
	while (scanf("%31s", w) == 1 && strcmp(w, "win") != 0) {
		sscanf(w, "%llu", &p);
		if (scanf("%llu", &q) != 1 || (p == 0 && q == 0))
			return 0;
		u64 lo = p < q ? p : q, k = p < q ? q - p : p - q;
		if (partner(p) < q)
			q = partner(p);
		else if (partner(q) < p)
			p = partner(q);
		else if (k > 0 && lower_of(k) < lo) {
			p -= lo - lower_of(k);
			q -= lo - lower_of(k);
		} else if (p > q)
			p--;
		else
			q--;
		printf("%llu %llu\n", p, q);
		fflush(stdout);
	}
	return 0;
}
