/*
 * Misère Nim's input: n (1..max_n, from the flag max_n=N) on a line, then n
 * heap sizes in 1..10^9 separated by single spaces. With the flag "big", n is
 * at least BIG_N. Kattis' convention: exit 42 valid, 43 invalid, from
 * wherever it decides.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bounds.h"

static void reject(const char *why)
{
	fprintf(stderr, "%s\n", why);
	exit(43);
}

/* A number of 1..18 digits without a sign or leading zero, then the character end. */
static long number(long lo, long hi, int end)
{
	long v = 0;
	int c = getchar(), digits = 0;
	if (c == '0')
		reject("a leading zero");
	for (; c >= '0' && c <= '9'; c = getchar())
		if (++digits > 18)
			reject("a number too long");
		else
			v = v * 10 + (c - '0');
	if (!digits || c != end)
		reject("expected a number and its separator");
	if (v < lo || v > hi)
		reject("a number out of range");
	return v;
}

int main(int argc, char **argv)
{
	long max_n = 100000, min_n = 1;
	for (int i = 1; i < argc; i++) {
		if (!strncmp(argv[i], "max_n=", 6))
			max_n = atol(argv[i] + 6);
		else if (!strcmp(argv[i], "big"))
			min_n = BIG_N;
	}
	long n = number(min_n, max_n, '\n');
	for (long i = 0; i < n; i++)
		number(1, MAX_HEAP, i + 1 < n ? ' ' : '\n');
	if (getchar() != EOF)
		reject("text after the last line");
	exit(42);
}
