/* hdu3980 validator: "T", then T lines "N M"; 1 <= T <= 1000, 1 <= N, M <= 1000, the N summing to at most 100000. */
#include "validate.h"

int main(void)
{
	long long t = v_int(1, 1000, "T"), sum = 0;
	v_eoln();
	for (long long i = 0; i < t; i++) {
		sum += v_int(1, 1000, "N");
		if (sum > 100000)
			v_fail("the N sum to more than 100000");
		v_space();
		v_int(1, 1000, "M");
		v_eoln();
	}
	v_eof();
	return 0;
}
