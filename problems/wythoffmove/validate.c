/*
 * Validator for wythoffmove: a line with T (1 <= T <= 100000), then T lines
 * "a b" with 0 <= a, b <= 10^18, one space between them, every line ended by a
 * newline, then the end of the file.
 */
#include "validate.h"

int main(void)
{
	long long t = v_int(1, 100000, "T");
	v_eoln();
	for (long long i = 0; i < t; i++) {
		v_int(0, 1000000000000000000LL, "a");
		v_space();
		v_int(0, 1000000000000000000LL, "b");
		v_eoln();
	}
	v_eof();
	return 0;
}
