/*
 * Validator for hdu3951: a line with T (1..10^5), then T lines "n k" with
 * 1 <= n <= 10^18 and 1 <= k <= 10^18, single spaces, nothing else.
 */
#include "validate.h"

#define LIM 1000000000000000000LL

int main(void)
{
	long long t = v_int(1, 100000, "T");
	v_eoln();
	for (long long i = 0; i < t; i++) {
		v_int(1, LIM, "n");
		v_space();
		v_int(1, LIM, "k");
		v_eoln();
	}
	v_eof();
	return 0;
}
