/*
 * snimmove (S-Nim, print a winning move): reference solver.
 *
 * Heaps are independent games, so by Sprague-Grundy a position is lost for the
 * player to move exactly when X, the XOR of the heaps' Grundy values, is 0; g(h)
 * is the mex of g(h - s) over the s in S with s <= h. A winning move takes heap i
 * to a size whose Grundy value is t = g(h_i) ^ X, which makes the XOR 0. When
 * t < g(h_i), such a move exists by the definition of the mex; and some heap has
 * t < g(h_i): the one holding X's highest set bit. So the move is found in
 * O(l + k): the first heap with t < g(h_i), then the smallest s in the sorted S
 * that reaches value t. (A move to a larger Grundy value can also win; this
 * solver does not look for those, the checker accepts them.)
 *
 * A heap has at most k distinct moves, so g(h) <= k <= 100 and the mex needs
 * only k + 1 marks, "cleared" by bumping a stamp. The table is extended lazily
 * to the largest heap asked about in the case: O(H k) per case for a largest
 * heap H. S may repeat values and come in any order; it is sorted so each scan
 * stops at the first s > h.
 */
#include <stdio.h>
#include <stdlib.h>

#define MAXH 10000
#define MAXK 100
#define MAXL 100

static int set[MAXK], k;
static unsigned char g[MAXH + 1];
static int top; /* g[0..top] is valid for the current S */
static int mark[MAXK + 2], stamp;

static char inbuf[1 << 16];
static size_t inlen, inpos;
static char outbuf[1 << 16];
static size_t outlen;

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

static void put_str(const char *s)
{
	while (*s) {
		if (outlen == sizeof outbuf) {
			fwrite(outbuf, 1, outlen, stdout);
			outlen = 0;
		}
		outbuf[outlen++] = *s++;
	}
}

static void put_move(int heap, int take)
{
	char buf[32];
	snprintf(buf, sizeof buf, "%d %d\n", heap, take);
	put_str(buf);
}

static int by_value(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

static void extend_to(int h)
{
	while (top < h) {
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
	static int heap[MAXL];
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
				heap[i] = h;
				x ^= g[h];
			}
			if (x == 0) {
				put_str("lose\n");
				continue;
			}
			int i = 0;
			while ((g[heap[i]] ^ x) >= g[heap[i]])
				i++;
			int t = g[heap[i]] ^ x, s = 0;
			while (g[heap[i] - set[s]] != t)
				s++;
			put_move(i + 1, set[s]);
		}
	}
	fwrite(outbuf, 1, outlen, stdout);
	return 0;
}
