/*
 * Validator for HDU 2509: 1 to 10000 cases until the end of the input; each is
 * a line with n (1..100) and a line with n row lengths (1..100), single
 * spaces, every line ended by a newline, no blank lines.
 */
#include "validate.h"

int main(void)
{
	long cases = 0;
	do {
		if (++cases > 10000)
			v_fail("more than 10000 cases");
		long long n = v_int(1, 100, "n");
		v_eoln();
		for (long long i = 0; i < n; i++) {
			if (i > 0)
				v_space();
			v_int(1, 100, "row length");
		}
		v_eoln();
	} while (v_peek() != EOF);
	v_eof();
	return 0;
}
