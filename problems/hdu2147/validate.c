/*
 * Validator for hdu2147: lines "n m" with 1 <= n, m <= 2000, at most 100000 of
 * them and at least one, then the line "0 0" and the end of the file.
 */
#include "validate.h"

int main(void)
{
	long cases = 0;
	for (;;) {
		long long n = v_int(0, 2000, "n");
		v_space();
		long long m = v_int(0, 2000, "m");
		if (n == 0 && m == 0) {
			if (cases == 0)
				v_fail("no case before the terminating line");
			v_eoln();
			break;
		}
		if (n == 0 || m == 0)
			v_fail("n and m must both be positive, or both 0 to end the input");
		if (++cases > 100000)
			v_fail("more than 100000 cases");
		v_eoln();
	}
	v_eof();
	return 0;
}
