/*
 * hdu1730 reference: Northcott's game as Nim.
 *
 * In each row the empty squares between the two pieces, |T - J| - 1, act as a
 * Nim pile: moving towards the opponent removes stones, and a move away (which
 * adds stones) can always be answered by the opponent following by the same
 * distance, which restores the gap and pushes both pieces towards the wall, so
 * such moves cannot help the player who is losing the Nim. Tom, who moves first,
 * wins exactly when the xor of the gaps is nonzero. O(n) per case; the input
 * (up to 10^6 rows) goes through one buffered reader that skips blank lines.
 */
#include <stdio.h>

static char buf[1 << 16];
static size_t len, pos;

static int next_byte(void)
{
	if (pos == len) {
		len = fread(buf, 1, sizeof buf, stdin);
		pos = 0;
		if (len == 0)
			return -1;
	}
	return (unsigned char)buf[pos++];
}

/* Reads a non-negative integer; returns -1 at end of input. */
static int read_int(void)
{
	int c = next_byte();
	while (c != -1 && (c < '0' || c > '9'))
		c = next_byte();
	if (c == -1)
		return -1;
	int v = 0;
	for (; c >= '0' && c <= '9'; c = next_byte())
		v = v * 10 + (c - '0');
	return v;
}

int main(void)
{
	int n;
	while ((n = read_int()) >= 0) {
		read_int(); /* the width m does not matter */
		int x = 0;
		for (int i = 0; i < n; i++) {
			int t = read_int(), j = read_int();
			x ^= (t > j ? t - j : j - t) - 1;
		}
		fputs(x ? "I WIN!\n" : "BAD LUCK!\n", stdout);
	}
	return 0;
}
