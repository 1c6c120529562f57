/*
 * parityflip: a move picks i with a_i > 0, subtracts 1 from a_i and adds 1 to
 * any set of later positions; the player who cannot move loses.
 *
 * Each unit at position i is a token, and a move replaces one token by tokens
 * at any set of later positions, touching nothing else: the game is the sum of
 * its tokens. A token with d later positions has Sprague-Grundy value
 * mex { xor of any subset of the values of the later tokens } = 2^d (the
 * subsets of 1, 2, ..., 2^(d-1) xor to every number below 2^d). So the value
 * of the whole game is the xor of 2^(n-i) over the positions with a_i odd,
 * and it is non-zero exactly when some a_i is odd. (The difference-sequence
 * argument of the seed document, a value of n + 1 - i for a change of parity
 * at i, is wrong: the brute force refutes it on 1 0 1; see notes.md.)
 * O(n) a case, reading only the last digit of each number.
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

/* Reads the next number; returns its last digit, or -1 at the end. */
static int read_last_digit(long *value)
{
	int c = next_byte();
	while (c == ' ' || c == '\n' || c == '\r')
		c = next_byte();
	if (c < '0' || c > '9')
		return -1;
	long v = 0;
	int last = 0;
	for (; c >= '0' && c <= '9'; c = next_byte()) {
		last = c - '0';
		v = v * 10 + last;
	}
	if (value)
		*value = v;
	return last;
}

int main(void)
{
	long cases, n;
	if (read_last_digit(&cases) < 0)
		return 0;
	while (cases-- > 0 && read_last_digit(&n) >= 0) {
		int odd = 0;
		for (long i = 0; i < n; i++)
			odd |= read_last_digit(NULL) & 1;
		puts(odd ? "First" : "Second");
	}
	return 0;
}
