/* hdu1846 validator: a line with C (1..100), then C lines "n m" with 1 <= n, m <= 1000. */
#include "validate.h"

int main(void)
{
	long long c = v_int(1, 100, "C");
	v_eoln();
	for (long long i = 0; i < c; i++) {
		v_int(1, 1000, "n");
		v_space();
		v_int(1, 1000, "m");
		v_eoln();
	}
	v_eof();
	return 0;
}
