/*
 * hdu1846 generator.
 *   --c C            number of cases (default 100)
 *   --nlo --nhi      range of n (default 1..1000)
 *   --mlo --mhi      range of m (default 1..1000)
 *   --lose P         percent of cases forced to a losing start: n a multiple of m+1
 *                    (when some multiple lies in [nlo, nhi]; default 30)
 *   --seed S
 */
#include "gen.h"

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long c = gen_arg("c", 100);
	long long nlo = gen_arg("nlo", 1), nhi = gen_arg("nhi", 1000);
	long long mlo = gen_arg("mlo", 1), mhi = gen_arg("mhi", 1000);
	long long lose = gen_arg("lose", 30);
	gen_done();
	printf("%lld\n", c);
	for (long long i = 0; i < c; i++) {
		long long m = gen_range(mlo, mhi);
		long long n = gen_range(nlo, nhi);
		if (gen_range(1, 100) <= lose) {
			long long kmin = (nlo + m) / (m + 1), kmax = nhi / (m + 1);
			if (kmin <= kmax)
				n = gen_range(kmin, kmax) * (m + 1);
		}
		printf("%lld %lld\n", n, m);
	}
	return 0;
}
