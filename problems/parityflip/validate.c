/*
 * Validator for parityflip: a line with T (1..10^5); then per case a line with
 * n (1..2*10^5) and a line of n values a_i (0..10^9), single spaces; n summed
 * over the cases at most 2*10^5.
 */
#include "validate.h"

int main(void)
{
	long long t = v_int(1, 100000, "T");
	v_eoln();
	long long total = 0;
	for (long long c = 0; c < t; c++) {
		long long n = v_int(1, 200000, "n");
		v_eoln();
		if ((total += n) > 200000)
			v_fail("n summed over the cases exceeds 200000");
		for (long long i = 0; i < n; i++) {
			if (i > 0)
				v_space();
			v_int(0, 1000000000, "a_i");
		}
		v_eoln();
	}
	v_eof();
	return 0;
}
