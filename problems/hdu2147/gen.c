/*
 * Generator for hdu2147.
 *
 *   --mode 0  random boards: --cases C, n and m uniform in [--lo, --hi]
 *   --mode 1  every board with lo <= n, m <= hi, once each, in a seeded order
 *   --mode 2  square boards n = m, uniform in [--lo, --hi] (--cases C)
 *   --mode 3  thin or extreme boards: one side is 1 or 2000, the other uniform
 *             in [--lo, --hi] (--cases C)
 * The terminating "0 0" line always follows.
 */
#include "gen.h"

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long mode = gen_arg("mode", 0);
	long long cases = gen_arg("cases", 10);
	long long lo = gen_arg("lo", 1);
	long long hi = gen_arg("hi", 2000);
	gen_done();
	if (lo < 1 || hi > 2000 || lo > hi || cases < 1 || cases > 100000 || mode < 0 || mode > 3) {
		fprintf(stderr, "gen: bad arguments\n");
		return 2;
	}
	if (mode == 1) {
		long long span = hi - lo + 1, total = span * span;
		if (total > 100000) {
			fprintf(stderr, "gen: grid too large\n");
			return 2;
		}
		int *order = malloc(sizeof(int) * (size_t)total);
		if (!order)
			return 2;
		for (long long i = 0; i < total; i++)
			order[i] = (int)i;
		for (long long i = total - 1; i > 0; i--) { /* Fisher-Yates */
			long long j = gen_range(0, i);
			int t = order[i];
			order[i] = order[j];
			order[j] = t;
		}
		for (long long i = 0; i < total; i++)
			printf("%lld %lld\n", lo + order[i] / span, lo + order[i] % span);
		free(order);
	} else {
		for (long long i = 0; i < cases; i++) {
			long long n = gen_range(lo, hi), m = gen_range(lo, hi);
			if (mode == 2)
				m = n;
			if (mode == 3) {
				long long edge = gen_range(0, 1) ? 2000 : 1;
				if (gen_range(0, 1))
					n = edge;
				else
					m = edge;
			}
			printf("%lld %lld\n", n, m);
		}
	}
	puts("0 0");
	return 0;
}
