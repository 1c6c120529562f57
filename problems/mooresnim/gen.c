/*
 * mooresnim generator: T cases of Nim-k.
 *
 *   --t T          number of cases (default 10)
 *   --n N          largest n (default 10); --nmin M: smallest n (default 1)
 *   --k K          0: k uniform in 1..n (default); otherwise k = min(K, n)
 *   --max H        largest heap (default 10^18)
 *   --mode M       how heaps are built (default -1):
 *                    0  uniform in 0..H (almost always a first-player win)
 *                    1  a lost position: every bit column holds a multiple of k + 1
 *                    2  a lost position with one bit (in --lobit..--hibit) flipped
 *                    3  every bit column a multiple of k (k >= 2): catches "mod k"
 *                    4  every bit column even: catches plain XOR
 *                    5  a lost position with one set bit moved to another column
 *                       (same total popcount, wrong columns)
 *                   -1  each case picks 1..5 at random, with 0 now and then
 *   --lobit, --hibit  the bit range of the perturbations of modes 2 and 5 (0..59);
 *                  hibit is lowered to the top bit that H allows
 *
 * Columns are filled from the top bit down; a heap takes bit b only while it stays
 * within H, so every heap is at most H whatever the mode.
 */
#include "gen.h"

#define BITS 60
#define MAXN 1000

static unsigned long long heap[MAXN];
static long long max_heap;

/* Gives bit b to a multiple of `unit` heaps chosen among those it fits. */
static void fill_column(int n, int b, int unit)
{
	unsigned long long bit = 1ULL << b;
	int fit[MAXN], m = 0;
	for (int i = 0; i < n; i++)
		if (heap[i] + bit <= (unsigned long long)max_heap)
			fit[m++] = i;
	int groups = (int)gen_range(0, m / unit);
	int take = groups * unit;
	for (int j = 0; j < take; j++) { /* partial Fisher-Yates: take random heaps */
		int r = (int)gen_range(j, m - 1);
		int tmp = fit[j];
		fit[j] = fit[r];
		fit[r] = tmp;
		heap[fit[j]] |= bit;
	}
}

static void build_columns(int n, int unit)
{
	for (int i = 0; i < n; i++)
		heap[i] = 0;
	for (int b = BITS - 1; b >= 0; b--)
		fill_column(n, b, unit);
}

/* Flips bit b of some heap so that the heap stays within the maximum. */
static void flip_some_bit(int n, int lobit, int hibit)
{
	for (int tries = 0; tries < 1000; tries++) {
		int i = (int)gen_range(0, n - 1);
		int b = (int)gen_range(lobit, hibit);
		unsigned long long v = heap[i] ^ (1ULL << b);
		if (v <= (unsigned long long)max_heap) {
			heap[i] = v;
			return;
		}
	}
}

/* Moves one set bit of some heap to a clear bit in another column. */
static void move_some_bit(int n, int lobit, int hibit)
{
	for (int tries = 0; tries < 1000; tries++) {
		int i = (int)gen_range(0, n - 1);
		int j = (int)gen_range(0, n - 1);
		int a = (int)gen_range(lobit, hibit);
		int b = (int)gen_range(lobit, hibit);
		if (a == b || !(heap[i] >> a & 1) || (heap[j] >> b & 1))
			continue;
		unsigned long long vi = heap[i] & ~(1ULL << a);
		unsigned long long vj = (i == j ? vi : heap[j]) | (1ULL << b);
		if (vj > (unsigned long long)max_heap)
			continue;
		if (i == j) {
			heap[i] = vj;
		} else {
			heap[i] = vi;
			heap[j] = vj;
		}
		return;
	}
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	long long nmax = gen_arg("n", 10);
	long long nmin = gen_arg("nmin", 1);
	long long kfix = gen_arg("k", 0);
	max_heap = gen_arg("max", 1000000000000000000LL);
	long long mode = gen_arg("mode", -1);
	long long lobit = gen_arg("lobit", 0);
	long long hibit = gen_arg("hibit", BITS - 1);
	gen_done();
	if (t < 1 || nmin < 1 || nmax < nmin || nmax > MAXN || kfix < 0 || max_heap < 0 ||
	    mode < -1 || mode > 5 || lobit < 0 || hibit >= BITS || lobit > hibit) {
		fprintf(stderr, "gen: bad arguments\n");
		return 2;
	}
	while (hibit > lobit && (1ULL << hibit) > (unsigned long long)max_heap)
		hibit--; /* no heap can hold a higher bit */
	printf("%lld\n", t);
	for (long long c = 0; c < t; c++) {
		int n = (int)gen_range(nmin, nmax);
		int k = kfix ? (int)(kfix < n ? kfix : n) : (int)gen_range(1, n);
		int m = (int)mode;
		if (m == -1)
			m = gen_range(0, 9) == 0 ? 0 : (int)gen_range(1, 5);
		switch (m) {
		case 0:
			for (int i = 0; i < n; i++)
				heap[i] = (unsigned long long)gen_range(0, max_heap);
			break;
		case 1:
		case 2:
		case 5:
			build_columns(n, k + 1);
			if (m == 2)
				flip_some_bit(n, (int)lobit, (int)hibit);
			if (m == 5)
				move_some_bit(n, (int)lobit, (int)hibit);
			break;
		case 3:
			build_columns(n, k > 1 ? k : 2);
			break;
		case 4:
			build_columns(n, 2);
			break;
		}
		printf("%d %d\n", n, k);
		for (int i = 0; i < n; i++)
			printf(i ? " %llu" : "%llu", heap[i]);
		printf("\n");
	}
	return 0;
}
