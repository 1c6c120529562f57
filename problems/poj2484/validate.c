/*
 * Validator for poj2484: between 1 and 100000 lines each holding one n in
 * 1..1000000, then a line holding 0, then the end of the file.
 */
#include "validate.h"

int main(void)
{
	long cases = 0;
	for (;;) {
		long long n = v_int(0, 1000000, "n");
		if (n == 0 && cases == 0)
			v_fail("no case before the terminating 0");
		v_eoln();
		if (n == 0)
			break;
		if (++cases > 100000)
			v_fail("more than 100000 cases");
	}
	v_eof();
	return 0;
}
