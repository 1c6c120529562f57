/*
 * Validator for nimmove: a line T (1..100000), then T cases, each a line n
 * (1..100000) and a line of n heaps (0..10^18) separated by single spaces; the
 * sum of n at most 100000; then the end of the file.
 */
#include "validate.h"

int main(void)
{
	long long cases = v_int(1, 100000, "T"), total = 0;
	v_eoln();
	for (long long c = 0; c < cases; c++) {
		long long n = v_int(1, 100000, "n");
		v_eoln();
		total += n;
		if (total > 100000)
			v_fail("the sum of n exceeds 100000");
		for (long long i = 0; i < n; i++) {
			v_int(0, 1000000000000000000LL, "heap");
			if (i + 1 < n)
				v_space();
		}
		v_eoln();
	}
	v_eof();
	return 0;
}
