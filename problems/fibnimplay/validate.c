/*
 * Validator for fibnimplay: one line "n s d g" and the end of the file, with 2 <= n <= 10^18 not
 * a Fibonacci number (every test is a won start for the contestant, who moves first),
 * 0 <= s <= 10^18 (the interactor's seed) and 0 <= d, g <= 1000 (its budgets of slow and gentle
 * moves). The win is checked with the rule "n is not a Fibonacci number", which the brute force
 * confirms on every small test.
 */
#include "validate.h"

int main(void)
{
	long long n = v_int(2, 1000000000000000000LL, "n");
	for (long long a = 1, b = 2; a <= n; b += a, a = b - a)
		if (a == n)
			v_fail("n = %lld is a Fibonacci number: the player to move first loses", n);
	v_space();
	v_int(0, 1000000000000000000LL, "s");
	v_space();
	v_int(0, 1000, "d");
	v_space();
	v_int(0, 1000, "g");
	v_eoln();
	v_eof();
	return 0;
}
