/*
 * hdu2873 validator: boards "n m" (1..50 each) followed by n rows of exactly m characters,
 * each '.' or '#'; at most 1000 boards; the input ends with the line "0 0".
 */
#include "validate.h"

int main(void)
{
	char row[64];
	for (int boards = 0;; boards++) {
		long long n = v_int(0, 50, "n");
		v_space();
		long long m = v_int(0, 50, "m");
		v_eoln();
		if (n == 0 && m == 0)
			break;
		if (n == 0 || m == 0)
			v_fail("n and m must both be positive (or both 0 to end the input)");
		if (boards == 1000)
			v_fail("more than 1000 boards");
		for (long long p = 0; p < n; p++) {
			v_token(row, sizeof row, "a board row");
			if ((long long)strlen(row) != m)
				v_fail("row of length %d, expected %lld", (int)strlen(row), m);
			for (long long q = 0; q < m; q++)
				if (row[q] != '.' && row[q] != '#')
					v_fail("unexpected character '%c' in a board row", row[q]);
			v_eoln();
		}
	}
	v_eof();
	return 0;
}
