/*
 * hdu5795 validator: "T" (1..100); per case a line "n" (1..10^6) and a line of n heap
 * sizes (1..10^9) separated by single spaces.
 */
#include "validate.h"

int main(void)
{
	long long t = v_int(1, 100, "T");
	v_eoln();
	for (long long k = 0; k < t; k++) {
		long long n = v_int(1, 1000000, "n");
		v_eoln();
		for (long long i = 0; i < n; i++) {
			if (i)
				v_space();
			v_int(1, 1000000000, "s[i]");
		}
		v_eoln();
	}
	v_eof();
	return 0;
}
