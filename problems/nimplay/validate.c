/*
 * Validator for nimplay: a line n (1..1000); a line of n heaps (0..10^18)
 * separated by single spaces; a line "seed quiet budget" (the judge's hidden
 * choices: 0 <= seed < 2^63, 0 <= quiet <= budget <= 2000); then the end of the
 * file. The heaps' xor must not be 0: the contestant moves first and must be
 * able to win (Bouton: the player to move loses exactly when the xor is 0).
 */
#include "validate.h"

int main(void)
{
	long long n = v_int(1, 1000, "n");
	v_eoln();
	unsigned long long s = 0;
	for (long long i = 0; i < n; i++) {
		s ^= (unsigned long long)v_int(0, 1000000000000000000LL, "heap");
		if (i + 1 < n)
			v_space();
	}
	v_eoln();
	v_int(0, 9223372036854775807LL, "seed");
	v_space();
	long long quiet = v_int(0, 2000, "quiet");
	v_space();
	v_int(quiet, 2000, "budget");
	v_eoln();
	v_eof();
	if (s == 0) {
		v_line = 2;
		v_fail("the heaps' xor is 0: the first player, the contestant, loses");
	}
	return 0;
}
