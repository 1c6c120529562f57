/*
 * POJ 2484, A Funny Game: n coins in a circle, a move takes one coin or two
 * adjacent coins, whoever takes the last coin wins.
 *
 * Alice wins at once when n <= 2. For n >= 3 her first move leaves a line of
 * n-1 or n-2 coins, and Bob answers by taking the one or two middle coins so
 * that two equal lines remain; from then on he copies every move of Alice's on
 * the other line, so he takes the last coin.
 */
#include <stdio.h>

static int read_int(long *out)
{
	int c = getchar();
	while (c == ' ' || c == '\n' || c == '\r')
		c = getchar();
	if (c == EOF)
		return 0;
	long v = 0;
	for (; c >= '0' && c <= '9'; c = getchar())
		v = v * 10 + (c - '0');
	*out = v;
	return 1;
}

int main(void)
{
	long n;
	while (read_int(&n) && n != 0)
		fputs(n <= 2 ? "Alice\n" : "Bob\n", stdout);
	return 0;
}
