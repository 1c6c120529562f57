/*
 * wythoffmove: Wythoff's game, print a winning move. Reference solver.
 *
 * Two heaps (a, b); a move takes any positive number from one heap, or the same
 * positive number from both. With x <= y the player to move loses exactly at
 * the pairs (a_k, b_k) = (floor(k phi), floor(k phi) + k), k = 0, 1, 2, ...
 * Every positive integer is exactly one a_k or one b_k (k >= 1).
 *
 * Nothing here uses phi itself: heaps go up to 10^18, where a double or long
 * double floor(k phi) is off by one for some k. Everything is read off the
 * Zeckendorf form of a number, its unique sum of non-consecutive terms of
 * 1, 2, 3, 5, 8, ... (indexed from 0), in 64-bit integers:
 *   - x > 0 is a lower number a_k when its smallest term has an even index, an
 *     upper number b_k when odd;
 *   - the partner of a lower x (its b_k) is x with every term moved one index
 *     up; the partner of an upper x (its a_k) is x with every term moved one
 *     index down;
 *   - floor(k phi) = up(k - 1) + 1 for k >= 1, up() being that index shift.
 * These were checked against a memoized search over the rules for all heaps
 * below 400 and against the exact (k + isqrt(5 k^2)) / 2 in 128-bit integers for
 * every k below 10^7 and millions of k up to 10^18.
 *
 * From a winning position (a, b) the moves that win are to the pair containing
 * one of the heaps, or to the losing pair with the same difference. The solver
 * tries, in this order: the second heap down to the first heap's partner, the
 * first heap down to the second heap's partner, then the same amount from both
 * (down to a_k with k = |a - b|). At most three moves win (three when a = b is
 * an upper number); the checker accepts any of them.
 */
#include <stdio.h>

typedef unsigned long long u64;

static u64 fib[92]; /* 1, 2, 3, 5, ...: fib[90] > 4 * 10^18, past every index used */

struct zeck {
	u64 up, down; /* every term moved one index up / down */
	int low;      /* index of the smallest term, -1 for 0 */
};

static struct zeck zeckendorf(u64 x)
{
	struct zeck z = { 0, 0, -1 };
	for (int i = 90; i >= 0; i--)
		if (fib[i] <= x) {
			x -= fib[i];
			z.up += fib[i + 1];
			z.down += i > 0 ? fib[i - 1] : 0;
			z.low = i;
		}
	return z;
}

/* The other heap of the losing pair that holds x; 0 for x = 0. */
static u64 partner(u64 x)
{
	struct zeck z = zeckendorf(x);
	if (z.low < 0)
		return 0;
	return z.low % 2 == 0 ? z.up : z.down;
}

/* floor(k phi): the smaller heap of the k-th losing pair. */
static u64 lower(u64 k)
{
	return k == 0 ? 0 : zeckendorf(k - 1).up + 1;
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

static u64 read_u64(void)
{
	int c = next_char();
	while (c != EOF && (c < '0' || c > '9'))
		c = next_char();
	u64 v = 0;
	for (; c >= '0' && c <= '9'; c = next_char())
		v = v * 10 + (u64)(c - '0');
	return v;
}

int main(void)
{
	fib[0] = 1;
	fib[1] = 2;
	for (int i = 2; i < 92; i++)
		fib[i] = fib[i - 1] + fib[i - 2];
	u64 t = read_u64();
	while (t--) {
		u64 a = read_u64(), b = read_u64();
		u64 pa = partner(a), pb = partner(b);
		u64 lo = a < b ? a : b, ak = lower(a < b ? b - a : a - b);
		if (pa < b)
			printf("%llu %llu\n", a, pa);
		else if (pb < a)
			printf("%llu %llu\n", pb, b);
		else if (ak < lo)
			printf("%llu %llu\n", a - (lo - ak), b - (lo - ak));
		else
			puts("lose");
	}
	return 0;
}
