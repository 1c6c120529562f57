/*
 * Validator for hdu1527: between 1 and 100000 lines "a b" with 0 <= a, b <=
 * 10^9, one space between them, every line ended by a newline, then the end of
 * the file.
 */
#include "validate.h"

int main(void)
{
	long cases = 0;
	do {
		if (++cases > 100000)
			v_fail("more than 100000 cases");
		v_int(0, 1000000000, "a");
		v_space();
		v_int(0, 1000000000, "b");
		v_eoln();
	} while (v_peek() != EOF);
	v_eof();
	return 0;
}
