/* The input: n (1..100), then n heaps of 0..10^9 stones. testlib's convention: 0 valid, else invalid. */
#include "validate.h"

int main(void)
{
	long n = v_int(1, 100, "n");
	v_eoln();
	for (long i = 0; i < n; i++) {
		v_int(0, 1000000000, "heap");
		if (i + 1 < n)
			v_space();
	}
	v_eoln();
	v_eof();
	return 0;
}
