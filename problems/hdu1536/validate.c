/*
 * Validator for hdu1536. Each case: a line "k s1 .. sk" (1 <= k <= 100, the si
 * distinct, 1 <= si <= 10000, in any order), a line "m" (1 <= m <= 100), then m
 * lines "l h1 .. hl" (1 <= l <= 100, 0 <= hi <= 10000). At least 1 and at most 30
 * cases, then the line "0" and the end of the file.
 */
#include "validate.h"

int main(void)
{
	static long seen[10001]; /* seen[s] = the case that last used s */
	long cases = 0;
	for (;;) {
		long long k = v_int(0, 100, "k");
		if (k == 0) {
			if (cases == 0)
				v_fail("no case before the terminating line");
			v_eoln();
			break;
		}
		if (++cases > 30)
			v_fail("more than 30 cases");
		for (long long i = 0; i < k; i++) {
			v_space();
			long long s = v_int(1, 10000, "s");
			if (seen[s] == cases)
				v_fail("s = %lld appears twice in S", s);
			seen[s] = cases;
		}
		v_eoln();
		long long m = v_int(1, 100, "m");
		v_eoln();
		for (long long j = 0; j < m; j++) {
			long long l = v_int(1, 100, "l");
			for (long long i = 0; i < l; i++) {
				v_space();
				v_int(0, 10000, "h");
			}
			v_eoln();
		}
	}
	v_eof();
	return 0;
}
