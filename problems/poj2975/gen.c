/*
 * poj2975 generator.
 *   --t T            number of cases (default 10)
 *   --nlo --nhi      range of n (default 1..1000)
 *   --vlo --vhi      range of the pile sizes (default 1..1000000000)
 *   --zero P         percent of cases made a lost start (XOR 0) when possible (default 20)
 *   --seed S
 * Ends with the terminating line "0".
 */
#include "gen.h"

static long long pile[1000];

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long t = gen_arg("t", 10);
	long long nlo = gen_arg("nlo", 1), nhi = gen_arg("nhi", 1000);
	long long vlo = gen_arg("vlo", 1), vhi = gen_arg("vhi", 1000000000);
	long long zero = gen_arg("zero", 20);
	gen_done();
	for (long long c = 0; c < t; c++) {
		long long n = gen_range(nlo, nhi);
		int want_zero = gen_range(1, 100) <= zero && n >= 2;
		for (int tries = 0;; tries++) {
			long long s = 0;
			for (long long i = 0; i < n; i++) {
				pile[i] = gen_range(vlo, vhi);
				s ^= pile[i];
			}
			if (!want_zero)
				break;
			long long last = s ^ pile[n - 1];	/* XOR of the others */
			if (last >= vlo && last <= vhi) {
				pile[n - 1] = last;
				break;
			}
			if (tries == 100)
				break;
		}
		printf("%lld\n", n);
		for (long long i = 0; i < n; i++)
			printf("%lld%c", pile[i], i + 1 < n ? ' ' : '\n');
	}
	printf("0\n");
	return 0;
}
