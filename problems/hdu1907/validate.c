/*
 * hdu1907 validator: a line with T (1 <= T <= 474), then T cases, each a line
 * with N (1 <= N <= 47) and a line of N piles (1 <= pile <= 4747) separated by
 * single spaces; nothing after the last case.
 */
#include "validate.h"

int main(void)
{
	long long t = v_int(1, 474, "T");
	v_eoln();
	for (long long c = 0; c < t; c++) {
		long long n = v_int(1, 47, "N");
		v_eoln();
		for (long long i = 0; i < n; i++) {
			if (i > 0)
				v_space();
			v_int(1, 4747, "pile");
		}
		v_eoln();
	}
	v_eof();
	return 0;
}
