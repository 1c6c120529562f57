/*
 * Validator for hdu2176: cases of a line m (1..200000) and a line of m heaps
 * (1..2^31-1) separated by single spaces; at least one case, the sum of all m
 * at most 400000; then a line holding 0 and the end of the file.
 */
#include "validate.h"

int main(void)
{
	long long total = 0;
	for (;;) {
		long long m = v_int(0, 200000, "m");
		if (m == 0 && total == 0)
			v_fail("no case before the terminating 0");
		v_eoln();
		if (m == 0)
			break;
		total += m;
		if (total > 400000)
			v_fail("the sum of m exceeds 400000");
		for (long long i = 0; i < m; i++) {
			v_int(1, 2147483647LL, "heap");
			if (i + 1 < m)
				v_space();
		}
		v_eoln();
	}
	v_eof();
	return 0;
}
