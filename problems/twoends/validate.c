/*
 * twoends validator: one or more cases up to the end of the input, each a
 * line with n (1..10^6) and a line with n integers of absolute value at most
 * 10^9 separated by single spaces; the lengths add up to at most 10^6.
 */
#include "validate.h"

int main(void)
{
	long long total = 0;
	do {
		long long n = v_int(1, 1000000, "n");
		v_eoln();
		total += n;
		if (total > 1000000)
			v_fail("the lengths add up to %lld, more than 1000000", total);
		for (long long i = 0; i < n; i++) {
			if (i > 0)
				v_space();
			v_int(-1000000000, 1000000000, "a[i]");
		}
		v_eoln();
	} while (v_peek() != EOF);
	v_eof();
	return 0;
}
