/*
 * Validator for zeroruns: a line with T (1..10^5), then T lines each holding a
 * non-empty string of '0' and '1' of at most 10^6 characters; the lengths sum
 * to at most 2*10^6.
 */
#include "validate.h"

int main(void)
{
	long long t = v_int(1, 100000, "T");
	v_eoln();
	long long total = 0;
	for (long long i = 0; i < t; i++) {
		long long n = 0;
		int c;
		while ((c = v_peek()) == '0' || c == '1') {
			getchar();
			if (++n > 1000000)
				v_fail("a string longer than 1000000");
		}
		if (n == 0)
			v_fail("expected a string of '0' and '1', got %s", v_show(c));
		if ((total += n) > 2000000)
			v_fail("the strings' lengths sum to more than 2000000");
		v_eoln();
	}
	v_eof();
	return 0;
}
