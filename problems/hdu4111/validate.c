/*
 * Validator for HDU 4111: a line with T (1..4000), then per case a line with N
 * (1..50) and a line with N numbers in 1..1000, single spaces, nothing after.
 */
#include "validate.h"

int main(void)
{
	long long t = v_int(1, 4000, "T");
	v_eoln();
	for (long long c = 0; c < t; c++) {
		long long n = v_int(1, 50, "N");
		v_eoln();
		for (long long i = 0; i < n; i++) {
			if (i > 0)
				v_space();
			v_int(1, 1000, "A[i]");
		}
		v_eoln();
	}
	v_eof();
	return 0;
}
