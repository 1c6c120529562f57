/*
 * Generator for wythoffplay: one game, "a b" (the start, a first-player win)
 * and "s L" (the judge's seed and how long it plays its longest game).
 *
 *   --max M     heaps in [0, M] (default 10^18)
 *   --delay L   the judge plays the longest game from losing pairs of index
 *               at most L (default 1000; the game then lasts up to 2L turns)
 *   --shape S   0: uniform heaps, redrawn until the start is a win;
 *               1: a losing pair (a_j, b_j) in random order with stones added
 *                  to one heap or both (--kind), j uniform;
 *               2: the same with j a Fibonacci number, a neighbour of one or
 *                  a sum of two, as large as M allows: there floor(j phi) in
 *                  floating point goes wrong first;
 *               3: one heap empty, the other in [1, M]
 *   --kind K    for shapes 1 and 2: stones added to the first heap (0), the
 *               second (1), both (2); -1 (default) at random
 *   --index J   for shapes 1 and 2: the pair's index is J (at most what --max
 *               allows), e.g. 102334155, the first k where floor(k phi) in a
 *               double is wrong
 *
 * Losing pairs come from Zeckendorf forms in integers, as in the reference
 * (solvers/wythoffplay.c); randomness from gen.h only.
 */
#include "gen.h"

typedef unsigned long long u64;

static u64 term[92];

static u64 moved_up(u64 x, int *low)
{
	u64 r = 0;
	*low = -1;
	for (int i = 89; i >= 0; i--)
		if (term[i] <= x) {
			x -= term[i];
			r += term[i + 1];
			*low = i;
		}
	return r;
}

static u64 lower_of(u64 k)
{
	int low;
	return k == 0 ? 0 : moved_up(k - 1, &low) + 1;
}

static int is_lost(u64 a, u64 b)
{
	u64 lo = a < b ? a : b, k = a < b ? b - a : a - b;
	return lower_of(k) == lo;
}

/* The largest index j with b_j = a_j + j <= max (b_j > 2.6 j). */
static u64 top_index(u64 max)
{
	u64 lo = 0, hi = max / 2 + 1;
	while (lo < hi) {
		u64 mid = lo + (hi - lo + 1) / 2;
		if (lower_of(mid) + mid <= max)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

static u64 fib_index(u64 top)
{
	u64 c[400];
	int n = 0;
	for (int i = 0; i < 88 && term[i] <= top; i++) {
		u64 f[5] = { term[i], term[i] - 1, term[i] + 1, i >= 2 ? term[i] + term[i - 2] : 0,
			     i >= 3 ? term[i] + term[i - 3] : 0 };
		for (int m = 0; m < 5; m++)
			if (f[m] > 0 && f[m] <= top && (f[m] >= top / 8 || top < 64))
				c[n++] = f[m];
	}
	return n ? c[gen_range(0, n - 1)] : top;
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	u64 max = (u64)gen_arg("max", 1000000000000000000LL);
	long long delay = gen_arg("delay", 1000);
	long long shape = gen_arg("shape", 0), kind = gen_arg("kind", -1), index = gen_arg("index", -1);
	gen_done();
	term[0] = 1;
	term[1] = 2;
	for (int i = 2; i < 92; i++)
		term[i] = term[i - 1] + term[i - 2];
	if (max < 1 || max > 1000000000000000000ULL || delay < 0 || delay > 1000 || shape < 0 || shape > 3 ||
	    kind < -1 || kind > 2) {
		fprintf(stderr, "gen: need 1 <= max <= 10^18, 0 <= delay <= 1000, shape 0..3, kind -1..2\n");
		return 2;
	}
	u64 a, b;
	if (shape == 0) {
		do {
			a = (u64)gen_range(0, (long long)max);
			b = (u64)gen_range(0, (long long)max);
		} while (is_lost(a, b));
	} else if (shape == 3) {
		a = 0;
		b = (u64)gen_range(1, (long long)max);
		if (gen_range(0, 1))
			a = b, b = 0;
	} else {
		u64 top = top_index(max), j = shape == 1 ? (u64)gen_range(0, (long long)top) : fib_index(top);
		if (index >= 0) {
			if ((u64)index > top) {
				fprintf(stderr, "gen: --index %lld does not fit under --max (at most %llu)\n", index, top);
				return 2;
			}
			j = (u64)index;
		}
		a = lower_of(j);
		b = a + j;
		if (gen_range(0, 1)) {
			u64 t = a;
			a = b;
			b = t;
		}
		int k = kind >= 0 ? (int)kind : (int)gen_range(0, 2);
		u64 room = max - (a > b ? a : b);
		if (room == 0 && k == 2)
			k = a < b ? 0 : 1;
		if (k == 0)
			a += (u64)gen_range(1, (long long)(max - a));
		else if (k == 1)
			b += (u64)gen_range(1, (long long)(max - b));
		else {
			u64 t = (u64)gen_range(1, (long long)room);
			a += t;
			b += t;
		}
	}
	printf("%llu %llu\n%lld %lld\n", a, b, gen_range(0, 1000000000000000000LL), delay);
	return 0;
}
