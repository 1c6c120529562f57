/*
 * Validator for hdu1848: lines "m n p" with 1 <= m, n, p <= 1000, at least one and
 * at most 100000 of them, then the line "0 0 0" and the end of the file.
 */
#include "validate.h"

int main(void)
{
	long cases = 0;
	for (;;) {
		long long m = v_int(0, 1000, "m");
		v_space();
		long long n = v_int(0, 1000, "n");
		v_space();
		long long p = v_int(0, 1000, "p");
		if (m == 0 && n == 0 && p == 0) {
			if (cases == 0)
				v_fail("no case before the terminating line");
			v_eoln();
			break;
		}
		if (m == 0 || n == 0 || p == 0)
			v_fail("heaps must all be positive, or all 0 to end the input");
		if (++cases > 100000)
			v_fail("more than 100000 cases");
		v_eoln();
	}
	v_eof();
	return 0;
}
