/*
 * hdu1850 validator: cases of "M" on one line and M piles on the next, each
 * with 2 <= M <= 100 and 1 <= pile <= 10^6, at most 1000 cases, then a line
 * holding 0 and nothing after it.
 */
#include "validate.h"

int main(void)
{
	for (int cases = 0;; cases++) {
		long long m = v_int(0, 100, "M");
		if (m == 1)
			v_fail("M = 1, expected 2..100 (or 0 to end)");
		v_eoln();
		if (m == 0)
			break;
		if (cases == 1000)
			v_fail("more than 1000 cases");
		for (long long i = 0; i < m; i++) {
			if (i > 0)
				v_space();
			v_int(1, 1000000, "pile");
		}
		v_eoln();
	}
	v_eof();
	return 0;
}
