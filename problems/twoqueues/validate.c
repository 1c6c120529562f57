/*
 * Validator for twoqueues: a line with T (1..1000); then per case a line
 * "H W m" (1 <= H, W <= 5000, 1 <= m <= 10^18), a line of H values and a line
 * of W values (each 0..10^9), single spaces; H summed over the cases at most
 * 5000, and W likewise.
 */
#include "validate.h"

static void values(long long count, const char *what)
{
	for (long long i = 0; i < count; i++) {
		if (i > 0)
			v_space();
		v_int(0, 1000000000, what);
	}
	v_eoln();
}

int main(void)
{
	long long t = v_int(1, 1000, "T");
	v_eoln();
	long long sumh = 0, sumw = 0;
	for (long long c = 0; c < t; c++) {
		long long h = v_int(1, 5000, "H");
		v_space();
		long long w = v_int(1, 5000, "W");
		v_space();
		v_int(1, 1000000000000000000LL, "m");
		v_eoln();
		if ((sumh += h) > 5000)
			v_fail("H summed over the cases exceeds 5000");
		if ((sumw += w) > 5000)
			v_fail("W summed over the cases exceeds 5000");
		values(h, "a value of the first queue");
		values(w, "a value of the second queue");
	}
	v_eof();
	return 0;
}
