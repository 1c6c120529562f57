/*
 * HDU 3951, Coin Game: n coins in a circle, a move takes 1..k consecutive
 * coins, whoever takes the last coin wins.
 *
 * With n <= k the first player takes the whole circle. With k = 1 every move
 * takes one coin, so the first player takes the last one exactly when n is
 * odd. Otherwise (k >= 2, n > k) the first move cuts the circle into a line of
 * m >= 1 coins; the second player takes the whole line when m <= k, and else
 * the middle one or two coins (by the parity of m), leaving two equal lines,
 * and from then on copies each move on the other line: he takes the last coin.
 * O(1) a case; n and k need 64 bits.
 */
#include <stdio.h>

/* Reads the next non-negative integer; 0 at the end of the input. */
static int read_ll(long long *out)
{
	int c = getchar();
	while (c == ' ' || c == '\n' || c == '\r')
		c = getchar();
	if (c < '0' || c > '9')
		return 0;
	long long v = 0;
	for (; c >= '0' && c <= '9'; c = getchar())
		v = v * 10 + (c - '0');
	*out = v;
	return 1;
}

int main(void)
{
	long long cases, n, k;
	if (!read_ll(&cases))
		return 0;
	for (long long c = 1; c <= cases && read_ll(&n) && read_ll(&k); c++) {
		int first = n <= k || (k == 1 && n % 2 == 1);
		printf("Case %lld: %s\n", c, first ? "first" : "second");
	}
	return 0;
}
