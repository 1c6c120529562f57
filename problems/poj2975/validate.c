/*
 * poj2975 validator: up to 1000 cases, each a line "n" (1..1000) and a line of n
 * integers 1..10^9 separated by single spaces; then a line "0" and end of file.
 */
#include "validate.h"

int main(void)
{
	long long cases = 0;
	for (;;) {
		long long n = v_int(0, 1000, "n");
		v_eoln();
		if (n == 0)
			break;
		if (++cases > 1000)
			v_fail("more than 1000 test cases");
		for (long long i = 0; i < n; i++) {
			if (i)
				v_space();
			v_int(1, 1000000000, "pile");
		}
		v_eoln();
	}
	v_eof();
	return 0;
}
