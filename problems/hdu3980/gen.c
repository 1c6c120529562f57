/*
 * hdu3980 generator: T lines "N M".
 *   --t T            number of cases (default 100, at most 1000)
 *   --nmin --nmax    range of N (default 1..1000)
 *   --mmin --mmax    range of M (default 1..1000)
 *   --play P         percent of cases where N is redrawn in [max(M, nmin), nmax] so that
 *                    at least one move exists (default 0)
 *   --sweep 1        the M values are a random order of B+1..B+T instead (B + T <= mmax,
 *                    B from --mbase, default 0); N is drawn in [max(M, nmin), nmax]: each
 *                    of those block sizes once, the heaviest input for a solver that
 *                    caches its tables per M
 *   The N of one input sum to at most 100000 (the statement's bound): --t and --nmax
 *   must keep T * nmax within it, or the generator refuses.
 *   --seed S
 */
#include "gen.h"

static long long max_ll(long long a, long long b)
{
	return a > b ? a : b;
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 100);
	long long nmin = gen_arg("nmin", 1), nmax = gen_arg("nmax", 1000);
	long long mmin = gen_arg("mmin", 1), mmax = gen_arg("mmax", 1000);
	long long play = gen_arg("play", 0);
	long long sweep = gen_arg("sweep", 0), mbase = gen_arg("mbase", 0);
	gen_done();
	if (t < 1 || t > 1000 || nmin < 1 || nmin > nmax || nmax > 1000 || mmin < 1 || mmin > mmax || mmax > 1000 ||
	    (sweep && (mbase < 0 || mbase + t > mmax)) || t * nmax > 100000) {
		fprintf(stderr, "gen: arguments out of range\n");
		return 2;
	}
	static long long order[1000];
	for (long long i = 0; i < t; i++)
		order[i] = i + 1;
	for (long long i = t - 1; i > 0; i--) {
		long long j = gen_range(0, i), x = order[i];
		order[i] = order[j];
		order[j] = x;
	}
	printf("%lld\n", t);
	for (long long i = 0; i < t; i++) {
		long long m, n;
		if (sweep) {
			m = mbase + order[i];
			n = m <= nmax ? gen_range(max_ll(m, nmin), nmax) : gen_range(nmin, nmax);
		} else {
			m = gen_range(mmin, mmax);
			n = gen_range(nmin, nmax);
			if (m <= nmax && gen_range(1, 100) <= play)
				n = gen_range(max_ll(m, nmin), nmax);
		}
		printf("%lld %lld\n", n, m);
	}
	return 0;
}
