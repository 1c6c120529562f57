/*
 * mooresnim validator: a line T (1..100); per case a line "n k" (1 <= k <= n <= 1000)
 * and a line of n heaps, each 0..10^18, separated by single spaces.
 */
#include "validate.h"

int main(void)
{
	long long t = v_int(1, 100, "T");
	v_eoln();
	for (long long c = 0; c < t; c++) {
		long long n = v_int(1, 1000, "n");
		v_space();
		v_int(1, n, "k");
		v_eoln();
		for (long long i = 0; i < n; i++) {
			if (i)
				v_space();
			v_int(0, 1000000000000000000LL, "heap");
		}
		v_eoln();
	}
	v_eof();
	return 0;
}
