/*
 * Validator for hdu2516: between 1 and 100000 lines each holding one n with
 * 2 <= n < 2^31, then a line holding 0, then the end of the file.
 */
#include "validate.h"

int main(void)
{
	long cases = 0;
	for (;;) {
		long long n = v_int(0, 2147483647LL, "n");
		if (n == 0 && cases == 0)
			v_fail("no case before the terminating 0");
		if (n == 1)
			v_fail("n = 1, expected 2..2147483647 or the terminating 0");
		v_eoln();
		if (n == 0)
			break;
		if (++cases > 100000)
			v_fail("more than 100000 cases");
	}
	v_eof();
	return 0;
}
