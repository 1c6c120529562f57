/*
 * Generator for hdu3951: --t cases "n k" with n <= --maxn and k <= --maxk.
 *
 * Each case is one of: both numbers drawn at random (uniformly or roughly
 * log-uniformly, so every magnitude up to 10^18 shows up); n close to k
 * (k - 2 .. k + 2, where the first player's one-move win starts and ends);
 * k = 1 with n of either parity; k = 2 or 3 with n just above k. --edge is
 * the per-mille share of the last three kinds together.
 * --grid 1 instead prints every pair n <= --maxn, k <= --maxk, in an order
 * shuffled by the seed.
 * --edges 1 instead prints every pair of edge values (edges.h: 1, 2, 3, each
 * side of 2^8, 2^16, 2^31, 2^32, and --maxn or --maxk and the value below).
 */
#include "edges.h"
#include "gen.h"

static long long maxn, maxk;

/* Uniform in [lo, hi] half of the time, else roughly log-uniform. */
static long long pick(long long lo, long long hi)
{
	if (hi <= lo)
		return lo;
	if (gen_range(0, 1))
		return gen_range(lo, hi);
	int bits = (int)gen_range(0, 62);
	long long top = (long long)((1ULL << bits) - 1);
	if (top > hi - lo)
		top = hi - lo;
	return lo + gen_range(0, top);
}

static long long clamp(long long v, long long lo, long long hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	maxn = gen_arg("maxn", 100);
	maxk = gen_arg("maxk", 100);
	long long edge = gen_arg("edge", 300);
	long long grid = gen_arg("grid", 0);
	long long edges = gen_arg("edges", 0);
	gen_done();
	if (edges) {
		long long en[EDGES_MAX], ek[EDGES_MAX];
		int nn = gen_edges(1, maxn, en), nk = gen_edges(1, maxk, ek);
		printf("%d\n", nn * nk);
		for (int i = 0; i < nn; i++)
			for (int j = 0; j < nk; j++)
				printf("%lld %lld\n", en[i], ek[j]);
		return 0;
	}
	if (grid) {
		long long count = maxn * maxk;
		long long *cell = malloc((size_t)count * sizeof *cell);
		if (!cell)
			return 3;
		for (long long i = 0; i < count; i++)
			cell[i] = i;
		for (long long i = count - 1; i > 0; i--) {
			long long j = gen_range(0, i), tmp = cell[i];
			cell[i] = cell[j];
			cell[j] = tmp;
		}
		printf("%lld\n", count);
		for (long long i = 0; i < count; i++)
			printf("%lld %lld\n", cell[i] / maxk + 1, cell[i] % maxk + 1);
		free(cell);
		return 0;
	}
	printf("%lld\n", t);
	for (long long i = 0; i < t; i++) {
		long long n, k;
		if (gen_range(0, 999) >= edge) {
			n = pick(1, maxn);
			k = pick(1, maxk);
		} else {
			switch (gen_range(0, 2)) {
			case 0: /* n near k */
				k = pick(1, maxk);
				n = clamp(k + gen_range(-2, 2), 1, maxn);
				break;
			case 1: /* one coin a move */
				k = 1;
				n = pick(1, maxn);
				break;
			default: /* small k, n just past it */
				k = clamp(gen_range(2, 3), 1, maxk);
				n = clamp(k + gen_range(1, 3), 1, maxn);
				break;
			}
		}
		printf("%lld %lld\n", n, k);
	}
	return 0;
}
