/*
 * cf919f validator: a line with T (1..10^5), then T games of three lines:
 * f (0 or 1), Alice's 8 cards, Bob's 8 cards, each card 0..4, single spaces.
 * The player to move (Alice when f = 0, Bob when f = 1) must hold a card
 * that is not zero.
 */
#include "validate.h"

static int read_hand(void)
{
	int sum = 0;
	for (int i = 0; i < 8; i++) {
		if (i > 0)
			v_space();
		sum += (int)v_int(0, 4, "card");
	}
	return sum;
}

int main(void)
{
	long long t = v_int(1, 100000, "T");
	v_eoln();
	for (long long i = 0; i < t; i++) {
		int f = (int)v_int(0, 1, "f");
		v_eoln();
		if (read_hand() == 0 && f == 0)
			v_fail("Alice moves first but holds only zeros");
		v_eoln();
		if (read_hand() == 0 && f == 1)
			v_fail("Bob moves first but holds only zeros");
		v_eoln();
	}
	v_eof();
	return 0;
}
