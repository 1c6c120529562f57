/*
 * twoends: reference solver, O(n) per case.
 *
 * With an even length the player to move makes the last removal. Whatever
 * the mover takes, the opponent can answer from the other end, which keeps
 * the two middle elements in play until the end, so the result is the
 * mover's preference of the two middle elements: the larger one when the
 * first player faces the even row, the smaller one when the second does.
 * With an odd length n >= 3 the first player removes one end and hands the
 * second player an even row, so the answer is the larger of the two
 * "smaller middle" values: max(min(x[c-1], x[c]), min(x[c], x[c+1])) with c
 * the middle (1-based). A single element is the answer as it stands.
 * The brute force (interval minimax) agrees on every length up to 2000.
 */
#include <stdio.h>

#define MAXN 1000000

static int a[MAXN + 1];
static char ibuf[1 << 16];
static size_t ilen, ipos;

static int next_byte(void)
{
	if (ipos == ilen) {
		ilen = fread(ibuf, 1, sizeof ibuf, stdin);
		ipos = 0;
		if (ilen == 0)
			return -1;
	}
	return (unsigned char)ibuf[ipos++];
}

/* Reads the next integer into *v; returns 0 at end of input. */
static int read_int(int *v)
{
	int c = next_byte();
	while (c == ' ' || c == '\n' || c == '\r' || c == '\t')
		c = next_byte();
	if (c < 0)
		return 0;
	int neg = c == '-';
	if (neg)
		c = next_byte();
	long long x = 0;
	while (c >= '0' && c <= '9') {
		x = x * 10 + (c - '0');
		c = next_byte();
	}
	*v = (int)(neg ? -x : x);
	return 1;
}

static int max2(int x, int y) { return x > y ? x : y; }
static int min2(int x, int y) { return x < y ? x : y; }

int main(void)
{
	int n;
	while (read_int(&n)) {
		for (int i = 1; i <= n; i++)
			read_int(&a[i]);
		int ans;
		if (n == 1)
			ans = a[1];
		else if (n % 2 == 0)
			ans = max2(a[n / 2], a[n / 2 + 1]);
		else {
			int c = (n + 1) / 2;
			ans = max2(min2(a[c - 1], a[c]), min2(a[c], a[c + 1]));
		}
		printf("%d\n", ans);
	}
	return 0;
}
