/*
 * hdu1536 S-Nim: reference solver.
 *
 * Heaps are independent games, so a position is lost for the player to move
 * exactly when the XOR of the heaps' Grundy values is 0, where g(h) is the mex of
 * g(h - s) over the s in S with s <= h. A heap has at most k moves, so g(h) <= k
 * <= 100 and the mex needs only k + 1 marks; marks are "cleared" by bumping a
 * stamp instead of a memset. The table is extended lazily, only as far as the
 * largest heap actually asked about in the case: O(H k) per case for a largest
 * heap H, then O(1) per heap. S is sorted so each scan stops at the first s > h.
 */
#include <stdio.h>
#include <stdlib.h>

#define MAXH 10000
#define MAXK 100
#define MAXM 100

static int set[MAXK], k;
static unsigned char g[MAXH + 1];
static int top; /* g[0..top] is valid for the current S */
static int mark[MAXK + 2], stamp;

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

static int by_value(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

static void extend_to(int h)
{
	for (; top < h; ) {
		int x = ++top;
		stamp++;
		for (int i = 0; i < k && set[i] <= x; i++)
			mark[g[x - set[i]]] = stamp;
		int v = 0;
		while (mark[v] == stamp)
			v++;
		g[x] = (unsigned char)v;
	}
}

int main(void)
{
	static char line[MAXM + 1]; /* the letters of a case and its newline */
	while ((k = read_int()) > 0) {
		for (int i = 0; i < k; i++)
			set[i] = read_int();
		qsort(set, (size_t)k, sizeof set[0], by_value);
		top = 0; /* g[0] = 0 for every S */
		int m = read_int();
		for (int j = 0; j < m; j++) {
			int l = read_int(), x = 0;
			for (int i = 0; i < l; i++) {
				int h = read_int();
				if (h > top)
					extend_to(h);
				x ^= g[h];
			}
			line[j] = x ? 'W' : 'L';
		}
		line[m] = '\n';
		fwrite(line, 1, (size_t)m + 1, stdout);
	}
	return 0;
}
