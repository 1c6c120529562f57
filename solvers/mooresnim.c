/*
 * mooresnim: Moore's Nim (Nim-k), the reference solver.
 *
 * A move takes at least one stone from each of 1..k heaps. Moore's theorem: the
 * position is lost for the player to move exactly when, for every bit position,
 * the number of heaps having that bit set is a multiple of k + 1. With k = 1 this
 * is ordinary Nim (every column of bits has even weight, i.e. the XOR is zero).
 *
 * Heaps reach 10^18 < 2^60, so sixty bit columns are counted: O(60 n) per case.
 * The input (up to about 2 MB) is read in one block.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BITS 60

static char *buf;
static size_t len, pos;

static void read_all(void)
{
	size_t cap = 1 << 16;
	buf = malloc(cap);
	if (!buf)
		exit(1);
	size_t got;
	while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
		len += got;
		if (len == cap) {
			cap *= 2;
			buf = realloc(buf, cap);
			if (!buf)
				exit(1);
		}
	}
}

/* The next unsigned integer of the input (0 at end of input). */
static unsigned long long next_u64(void)
{
	while (pos < len && (buf[pos] < '0' || buf[pos] > '9'))
		pos++;
	unsigned long long v = 0;
	while (pos < len && buf[pos] >= '0' && buf[pos] <= '9')
		v = v * 10 + (unsigned long long)(buf[pos++] - '0');
	return v;
}

int main(void)
{
	read_all();
	long t = (long)next_u64();
	while (t-- > 0) {
		long n = (long)next_u64();
		unsigned long long mod = next_u64() + 1;
		unsigned long long count[BITS];
		memset(count, 0, sizeof count);
		for (long i = 0; i < n; i++) {
			unsigned long long a = next_u64();
			for (int b = 0; b < BITS; b++)
				count[b] += (a >> b) & 1;
		}
		int lost = 1;
		for (int b = 0; b < BITS; b++)
			if (count[b] % mod != 0)
				lost = 0;
		puts(lost ? "Second" : "First");
	}
	free(buf);
	return 0;
}
