/*
 * cf69d generator: one game.
 *   --dlo --dhi     range of d (default 1..200)
 *   --nlo --nhi     range of the number of vectors (default 1..20; capped by what vmax allows)
 *   --vmax V        vector coordinates drawn from 0..V (default 200)
 *   --start K       0: a random point strictly inside the circle (default)
 *                   1: the origin
 *                   2: a random point close to the circle, d-3 <= distance < d
 *                   3: a random point strictly inside with x <= 0 and y <= 0
 *   --seed S
 */
#include "gen.h"

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long dlo = gen_arg("dlo", 1), dhi = gen_arg("dhi", 200);
	long long nlo = gen_arg("nlo", 1), nhi = gen_arg("nhi", 20);
	long long vmax = gen_arg("vmax", 200);
	long long start = gen_arg("start", 0);
	gen_done();
	long long d = gen_range(dlo, dhi);
	long long n = gen_range(nlo, nhi);
	long long avail = (vmax + 1) * (vmax + 1) - 1;
	if (n > avail)
		n = avail;
	long long x = 0, y = 0, d2 = d * d;
	if (start != 1) {
		long long inner = start == 2 && d > 3 ? (d - 3) * (d - 3) : 0;
		for (;;) {
			x = gen_range(-(d - 1), d - 1);
			y = gen_range(-(d - 1), d - 1);
			if (start == 3) {
				x = x > 0 ? -x : x;
				y = y > 0 ? -y : y;
			}
			long long r = x * x + y * y;
			if (r < d2 && r >= inner)
				break;
		}
	}
	printf("%lld %lld %lld %lld\n", x, y, n, d);
	long long vx[20], vy[20];
	for (long long i = 0; i < n; i++) {
		for (;;) {
			vx[i] = gen_range(0, vmax);
			vy[i] = gen_range(0, vmax);
			int ok = vx[i] || vy[i];
			for (long long j = 0; j < i && ok; j++)
				if (vx[j] == vx[i] && vy[j] == vy[i])
					ok = 0;
			if (ok)
				break;
		}
		printf("%lld %lld\n", vx[i], vy[i]);
	}
	return 0;
}
