/*
 * hdu1848 Fibonacci again and again: reference solver.
 *
 * The three heaps are independent games, so by the Sprague-Grundy theorem the
 * first player wins exactly when sg(m) ^ sg(n) ^ sg(p) != 0, where sg(h) is the
 * mex of sg(h - f) over the Fibonacci numbers f <= h. The table for h <= 1000 is
 * built once (15 moves per heap size, values stay below 16); each case is then
 * three look-ups. Input is read through one buffer since it may hold 10^5 lines.
 */
#include <stdio.h>
#include <string.h>

#define MAXH 1000

static int sg[MAXH + 1];

static void build_table(void)
{
	int fib[32], nf = 0;
	for (int a = 1, b = 2; a <= MAXH; nf++) {
		fib[nf] = a;
		int c = a + b;
		a = b;
		b = c;
	}
	for (int h = 1; h <= MAXH; h++) {
		unsigned seen = 0; /* bit v: some move reaches a heap of value v */
		for (int i = 0; i < nf && fib[i] <= h; i++)
			seen |= 1u << sg[h - fib[i]];
		int v = 0;
		while (seen >> v & 1)
			v++;
		sg[h] = v;
	}
}

static char inbuf[1 << 16];
static size_t inlen, inpos;

static int next_char(void)
{
	if (inpos == inlen) {
		inlen = fread(inbuf, 1, sizeof inbuf, stdin);
		inpos = 0;
		if (inlen == 0)
			return EOF;
	}
	return (unsigned char)inbuf[inpos++];
}

/* Reads a non-negative integer; returns -1 at the end of the input. */
static int read_int(void)
{
	int c = next_char();
	while (c != EOF && (c < '0' || c > '9'))
		c = next_char();
	if (c == EOF)
		return -1;
	int v = 0;
	while (c >= '0' && c <= '9') {
		v = v * 10 + (c - '0');
		c = next_char();
	}
	return v;
}

int main(void)
{
	build_table();
	for (;;) {
		int m = read_int(), n = read_int(), p = read_int();
		if (m < 0 || n < 0 || p < 0 || (m == 0 && n == 0 && p == 0))
			break;
		fputs(sg[m] ^ sg[n] ^ sg[p] ? "Fibo\n" : "Nacci\n", stdout);
	}
	return 0;
}
