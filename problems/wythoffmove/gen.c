/*
 * Generator for wythoffmove: T, then T lines "a b" with heaps in [0, --max].
 *
 * --grid N instead prints every pair with both heaps in [0, N] (all other
 * arguments but --seed are then not allowed). Otherwise there are --t cases;
 * per mille of them:
 *   --lost    a losing pair (a_k, a_k + k);
 *   --near    a losing pair with each heap moved by -1, 0 or +1;
 *   --fibk    the same, but k is a Fibonacci number or a sum of two: there
 *             k phi lies closest to an integer and floating point goes wrong;
 *   --first   a position whose only winning move takes from the first heap;
 *   --second  the same for the second heap;
 *   --both    a position whose only winning move takes from both heaps;
 *   --same    two equal heaps;
 * and the rest are uniform. Heaps of pairs are printed in random order, except
 * for --first and --second where the order is the point. The losing pairs are
 * found in integers only, from Zeckendorf forms (see solvers/wythoffmove.c).
 */
#include "gen.h"

typedef unsigned long long u64;

static u64 fib[92];

/* x with every Zeckendorf term moved one index up (dir 1) or down (dir -1); *low: smallest index. */
static u64 shift(u64 x, int dir, int *low)
{
	u64 r = 0;
	*low = -1;
	for (int i = 90; i >= 0; i--)
		if (fib[i] <= x) {
			x -= fib[i];
			r += dir > 0 ? fib[i + 1] : i > 0 ? fib[i - 1] : 0;
			*low = i;
		}
	return r;
}

static u64 partner(u64 x)
{
	int low;
	u64 up = shift(x, 1, &low);
	return low < 0 ? 0 : low % 2 == 0 ? up : shift(x, -1, &low);
}

static u64 lower(u64 k)
{
	int low;
	return k == 0 ? 0 : shift(k - 1, 1, &low) + 1;
}

/* Which moves win from (a, b): bit 0 the first heap, bit 1 the second, bit 2 both. */
static int winning_kinds(u64 a, u64 b)
{
	u64 lo = a < b ? a : b;
	return (partner(b) < a) | (partner(a) < b) << 1 | (lower(a < b ? b - a : a - b) < lo) << 2;
}

static void print_pair(u64 a, u64 b, int keep_order)
{
	if (!keep_order && gen_range(0, 1))
		printf("%llu %llu\n", b, a);
	else
		printf("%llu %llu\n", a, b);
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long grid = gen_arg("grid", -1);
	long long t = gen_arg("t", grid < 0 ? 10 : 0);
	u64 max = (u64)gen_arg("max", grid < 0 ? 1000000000000000000LL : 0);
	long long pm[7];
	const char *keys[7] = { "lost", "near", "fibk", "first", "second", "both", "same" };
	for (int i = 0; i < 7; i++)
		pm[i] = gen_arg(keys[i], 0);
	gen_done();
	fib[0] = 1;
	fib[1] = 2;
	for (int i = 2; i < 92; i++)
		fib[i] = fib[i - 1] + fib[i - 2];
	if (grid >= 0) {
		if (t || max)
			gen_fail("--grid goes alone, not with", t ? "t" : "max");
		printf("%lld\n", (grid + 1) * (grid + 1));
		for (long long a = 0; a <= grid; a++)
			for (long long b = 0; b <= grid; b++)
				printf("%lld %lld\n", a, b);
		return 0;
	}
	u64 lo = 0, hi = max; /* kmax: the largest k with a_k + k <= max */
	while (lo < hi) {
		u64 mid = lo + (hi - lo + 1) / 2;
		if (lower(mid) + mid <= max)
			lo = mid;
		else
			hi = mid - 1;
	}
	u64 kmax = lo;
	int nf = 0;
	while (fib[nf] <= kmax)
		nf++;
	printf("%lld\n", t);
	for (long long i = 0; i < t; i++) {
		long long kind = gen_range(0, 999), sum = 0;
		int which = 0;
		while (which < 7 && kind >= (sum += pm[which]))
			which++;
		u64 a, b, k;
		switch (which) {
		case 0: /* lost */
		case 1: /* near */
		case 2: /* fibk */
			k = (u64)gen_range(0, (long long)kmax);
			if (which == 2 && nf > 0) {
				k = fib[gen_range(0, nf - 1)];
				u64 k2 = k + fib[gen_range(0, nf - 1)];
				if (gen_range(0, 1) && k2 <= kmax)
					k = k2;
			}
			a = lower(k);
			b = a + k;
			if (which > 0) {
				long long da = gen_range(-1, 1), db = gen_range(-1, 1);
				if (a + da <= max && (a > 0 || da >= 0) && b + db <= max && (b > 0 || db >= 0)) {
					a += (u64)da;
					b += (u64)db;
				}
			}
			print_pair(a, b, 0);
			break;
		case 3: /* first */
		case 4: /* second */
			do {
				a = (u64)gen_range(0, (long long)max); /* the smaller heap */
				b = partner(a);
			} while (b < a || b >= max);
			b = gen_range(0, 3) ? b + 1 + (u64)gen_range(0, (long long)(max - b - 1))
			                    : b + (u64)gen_range(1, max - b < 3 ? (long long)(max - b) : 3);
			if (which == 3)
				print_pair(b, a, 1);
			else
				print_pair(a, b, 1);
			break;
		case 5: /* both */
			do {
				a = (u64)gen_range(1, (long long)max);
				u64 room = max - a < a ? max - a : a;
				b = a + (u64)gen_range(0, (long long)room);
			} while (winning_kinds(a, b) != 4);
			print_pair(a, b, 0);
			break;
		case 6: /* same */
			a = (u64)gen_range(0, (long long)max);
			print_pair(a, a, 1);
			break;
		default:
			print_pair((u64)gen_range(0, (long long)max), (u64)gen_range(0, (long long)max), 1);
		}
	}
	return 0;
}
