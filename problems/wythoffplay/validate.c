/*
 * Validator for wythoffplay: "a b" (0 <= a, b <= 10^18), then "s L"
 * (0 <= s <= 10^18, 0 <= L <= 1000), single spaces, each line ended by a
 * newline, nothing after. The start must be a win for the player to move: not
 * a losing pair (a_k, a_k + k) in either order, a_k = floor(k phi), found
 * exactly from Zeckendorf forms (solvers/wythoffplay.c says how).
 */
#include "validate.h"

typedef unsigned long long u64;

int main(void)
{
	u64 term[92];
	term[0] = 1;
	term[1] = 2;
	for (int i = 2; i < 92; i++)
		term[i] = term[i - 1] + term[i - 2];
	u64 a = (u64)v_int(0, 1000000000000000000LL, "a");
	v_space();
	u64 b = (u64)v_int(0, 1000000000000000000LL, "b");
	v_eoln();
	v_int(0, 1000000000000000000LL, "the seed");
	v_space();
	v_int(0, 1000, "L");
	v_eoln();
	v_eof();
	/* a_k = 1 + (k - 1 with each Zeckendorf term moved one place up) */
	u64 lo = a < b ? a : b, k = a < b ? b - a : a - b, ak = 0;
	if (k > 0) {
		u64 x = k - 1;
		for (int i = 89; i >= 0; i--)
			if (term[i] <= x) {
				x -= term[i];
				ak += term[i + 1];
			}
		ak++;
	}
	v_line = 1;
	if (ak == lo)
		v_fail("the start (%llu %llu) is a losing pair (k = %llu): the first player must win", a, b, k);
	return 0;
}
