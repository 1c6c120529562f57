/*
 * zeroruns: a 0/1 string; a move deletes a non-empty substring made only of
 * '0's (the two sides then join); who cannot move loses.
 *
 * Deleting zeros never joins two runs of zeros, because the '1's between them
 * stay; it only shortens one run (from a run of k, any shorter run is left,
 * however the deleted part sits inside it). So each run of k zeros is a Nim
 * heap of k, and the first player wins exactly when the xor of the run
 * lengths is not 0. O(length), read in blocks.
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
			return EOF;
	}
	return (unsigned char)buf[pos++];
}

int main(void)
{
	long cases = 0;
	int c = next_byte();
	while (c == ' ' || c == '\n' || c == '\r')
		c = next_byte();
	for (; c >= '0' && c <= '9'; c = next_byte())
		cases = cases * 10 + (c - '0');
	while (cases-- > 0) {
		while (c != '0' && c != '1' && c != EOF)
			c = next_byte();
		long run = 0, x = 0;
		for (; c == '0' || c == '1'; c = next_byte()) {
			if (c == '0') {
				run++;
			} else {
				x ^= run;
				run = 0;
			}
		}
		x ^= run;
		puts(x ? "First" : "Second");
	}
	return 0;
}
