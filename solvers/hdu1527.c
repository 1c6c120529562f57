/*
 * HDU 1527, Wythoff's game: two heaps; a move takes any positive number of
 * stones from one heap, or the same positive number from both. Whoever takes
 * the last stone wins.
 *
 * With a <= b and k = b - a, the player to move loses exactly when
 * a = floor(k * phi), phi = (1 + sqrt 5) / 2. Doubles are not exact enough for
 * k near 10^9, so the floor is computed in integers:
 *     floor(k * phi) = floor((k + k sqrt 5) / 2) = (k + isqrt(5 k^2)) / 2,
 * which holds because k sqrt 5 is irrational for k > 0 (and both sides are 0
 * for k = 0). 5 k^2 <= 5e18 fits in 64 bits.
 */
#include <math.h>
#include <stdio.h>

static int read_long(long long *out)
{
	int c = getchar();
	while (c == ' ' || c == '\n' || c == '\r')
		c = getchar();
	if (c == EOF)
		return 0;
	long long v = 0;
	for (; c >= '0' && c <= '9'; c = getchar())
		v = v * 10 + (c - '0');
	*out = v;
	return 1;
}

/* floor(sqrt(v)) for v < 2^63: the double estimate, then corrected. */
static unsigned long long isqrt(unsigned long long v)
{
	unsigned long long s = (unsigned long long)sqrt((double)v);
	while (s * s > v)
		s--;
	while ((s + 1) * (s + 1) <= v)
		s++;
	return s;
}

int main(void)
{
	long long a, b;
	while (read_long(&a) && read_long(&b)) {
		if (a > b) {
			long long t = a;
			a = b;
			b = t;
		}
		unsigned long long k = (unsigned long long)(b - a);
		unsigned long long lower = (k + isqrt(5 * k * k)) / 2;
		fputs((unsigned long long)a == lower ? "0\n" : "1\n", stdout);
	}
	return 0;
}
