/*
 * cf69d validator: "x y n d" with -200 <= x, y <= 200, 1 <= n <= 20, 1 <= d <= 200 and
 * x^2 + y^2 < d^2; then n lines "xi yi" with 0 <= xi, yi <= 200, no zero vector,
 * no vector twice.
 */
#include "validate.h"

int main(void)
{
	long long x = v_int(-200, 200, "x");
	v_space();
	long long y = v_int(-200, 200, "y");
	v_space();
	long long n = v_int(1, 20, "n");
	v_space();
	long long d = v_int(1, 200, "d");
	v_eoln();
	if (x * x + y * y >= d * d)
		v_fail("the start (%lld, %lld) is not strictly closer than d = %lld to the origin", x, y, d);
	long long vx[20], vy[20];
	for (long long i = 0; i < n; i++) {
		vx[i] = v_int(0, 200, "xi");
		v_space();
		vy[i] = v_int(0, 200, "yi");
		if (vx[i] == 0 && vy[i] == 0)
			v_fail("zero vector");
		for (long long j = 0; j < i; j++)
			if (vx[j] == vx[i] && vy[j] == vy[i])
				v_fail("vector (%lld, %lld) given twice", vx[i], vy[i]);
		v_eoln();
	}
	v_eof();
	return 0;
}
