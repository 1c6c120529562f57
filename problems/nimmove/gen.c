/*
 * Generator for nimmove: the line T, then T cases of a line n and a line of n
 * heaps.
 *
 *   --cases T      number of cases
 *   --n N          heaps per case: uniform in [1, N], or exactly N with --nfix 1
 *                  (cases x N may not exceed 100000, the bound on the sum of n)
 *   --min A --max B  heap sizes uniform in [A, B] (0 <= A <= B <= 10^18)
 *   --zero P       per mille of the heaps are empty
 *   --dup P        per mille of the heaps repeat an earlier heap of the case
 *   --lose P       per mille of the cases get a last heap that makes the xor 0
 *                  (when that value is at most B), so the player to move loses
 *   --shape S      0: random heaps;
 *                  1: only the last heap has a winning move;
 *                  2: only the first heap has a winning move;
 *                  3: every heap holds the highest bit of B (but one when n is
 *                     even), so nearly every heap has a winning move;
 *                  4: all heaps equal (lost when n is even)
 * Shapes 1 and 2 need B >= 1 and ignore --zero, --dup and --lose.
 */
#include "gen.h"

#define MAX_N    100000
#define MAX_HEAP 1000000000000000000LL

static long long heap[MAX_N];

static int top_bit(long long v)
{
	int b = 0;
	while (b < 62 && (2LL << b) <= v)
		b++;
	return b;
}

/* The heaps of a case where only heap p (0 or n - 1) holds a winning move. */
static void only_one(long long n, long long p, long long lo, long long hi)
{
	int high = top_bit(hi);
	for (int attempt = 0;; attempt++) {
		int t = attempt < 20 ? (int)gen_range(0, high) : high;
		long long bit = 1LL << t, rest = 0;
		for (long long i = 0; i < n; i++)
			if (i != p) {
				heap[i] = gen_range(lo, hi) & ~bit;
				rest ^= heap[i];
			}
		/* Above bit t heap p cancels the others; bit t is its alone. */
		long long low_max = t == high ? (hi - bit < bit - 1 ? hi - bit : bit - 1) : bit - 1;
		long long v = (rest & ~(2 * bit - 1)) | bit | gen_range(0, low_max);
		if (v <= hi) {
			heap[p] = v;
			return;
		}
	}
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long cases = gen_arg("cases", 5);
	long long nmax = gen_arg("n", 5);
	long long nfix = gen_arg("nfix", 0);
	long long lo = gen_arg("min", 0);
	long long hi = gen_arg("max", 20);
	long long zero_pm = gen_arg("zero", 0);
	long long dup_pm = gen_arg("dup", 0);
	long long lose_pm = gen_arg("lose", 0);
	long long shape = gen_arg("shape", 0);
	gen_done();
	if (cases < 1 || nmax < 1 || nmax > MAX_N || cases * nmax > MAX_N)
		gen_fail("bad bounds", "--cases/--n");
	if (lo < 0 || lo > hi || hi > MAX_HEAP || shape < 0 || shape > 4 || ((shape == 1 || shape == 2) && hi < 1))
		gen_fail("bad bounds", "--min/--max/--shape");
	long long top = 1LL << top_bit(hi);
	printf("%lld\n", cases);
	for (long long c = 0; c < cases; c++) {
		long long n = nfix ? nmax : gen_range(1, nmax);
		if (shape == 1 || shape == 2) {
			only_one(n, shape == 1 ? n - 1 : 0, lo, hi);
		} else {
			long long same = gen_range(lo, hi), x = 0;
			for (long long i = 0; i < n; i++) {
				if (shape == 4)
					heap[i] = same;
				else if (shape == 3)
					heap[i] = i == n - 1 && n % 2 == 0 ? gen_range(lo < top ? lo : 0, top - 1)
					                                   : gen_range(top > lo ? top : lo, hi);
				else if (gen_range(0, 999) < zero_pm)
					heap[i] = 0;
				else if (i > 0 && gen_range(0, 999) < dup_pm)
					heap[i] = heap[gen_range(0, i - 1)];
				else
					heap[i] = gen_range(lo, hi);
				x ^= heap[i];
			}
			if (shape == 0 && gen_range(0, 999) < lose_pm) {
				long long rest = n >= 2 ? x ^ heap[n - 1] : 0;
				if (rest <= hi)
					heap[n - 1] = rest;
			}
		}
		printf("%lld\n", n);
		for (long long i = 0; i < n; i++)
			printf("%lld%c", heap[i], i + 1 < n ? ' ' : '\n');
	}
	return 0;
}
