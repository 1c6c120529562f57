/*
 * northcottplay validator: a line "n m seed p" (1 <= n <= 20, 3 <= m <= 100,
 * 0 <= seed <= 10^18, 0 <= p <= 100), then n lines "c d" (1 <= c, d <= m, c != d): the
 * squares of the contestant's and the interactor's pieces. The position must be a win for
 * the contestant, who moves first: the xor of the gaps |c - d| - 1 is not 0 (Northcott's game
 * is Nim on the gaps; the brute force of hdu1730 confirms it on every small board).
 */
#include "validate.h"

int main(void)
{
	long long n = v_int(1, 20, "n");
	v_space();
	long long m = v_int(3, 100, "m");
	v_space();
	v_int(0, 1000000000000000000LL, "seed");
	v_space();
	v_int(0, 100, "p");
	v_eoln();
	long long s = 0;
	for (long long r = 1; r <= n; r++) {
		long long c = v_int(1, m, "c");
		v_space();
		long long d = v_int(1, m, "d");
		if (c == d)
			v_fail("row %lld: both pieces on square %lld", r, c);
		v_eoln();
		s ^= (c < d ? d - c : c - d) - 1;
	}
	v_eof();
	if (s == 0)
		v_fail("the gaps' xor is 0: the position is lost for the contestant, who moves first");
	return 0;
}
