/*
 * hdu1730 validator: 1 to 1000 cases until the end of the file, each a line
 * "n m" (1 <= n <= 1000, 2 <= m <= 100) and n lines "T J" with 1 <= T, J <= m
 * and T != J. Empty lines may stand between two cases, but not before the
 * first case or after the last.
 */
#include "validate.h"

int main(void)
{
	for (int cases = 1;; cases++) {
		if (cases > 1000)
			v_fail("more than 1000 cases");
		long long n = v_int(1, 1000, "n");
		v_space();
		long long m = v_int(2, 100, "m");
		v_eoln();
		for (long long i = 0; i < n; i++) {
			long long t = v_int(1, m, "T");
			v_space();
			long long j = v_int(1, m, "J");
			if (t == j)
				v_fail("T = J = %lld: the pieces share a square", t);
			v_eoln();
		}
		if (v_peek() == EOF)
			break;
		while (v_peek() == '\n')
			v_eoln();
		if (v_peek() == EOF)
			v_fail("empty lines after the last case");
	}
	v_eof();
	return 0;
}
