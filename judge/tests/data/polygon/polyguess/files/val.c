/* The input: n (1..10^6) and the hidden x (1..n). testlib's convention: 0 valid, else invalid. */
#include "validate.h"

int main(void)
{
	long n = v_int(1, 1000000, "n");
	v_space();
	v_int(1, n, "x");
	v_eoln();
	v_eof();
	return 0;
}
