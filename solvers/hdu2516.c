/*
 * HDU 2516, Fibonacci Nim: one heap of n stones; the first move takes at least
 * one stone but not all of them, and every later move takes at least one and
 * at most twice what the opponent just took. Whoever takes the last stone wins.
 *
 * The player to move first loses exactly when n is a Fibonacci number
 * (Zeckendorf's theorem: otherwise he takes the smallest term of n's
 * representation as a sum of non-adjacent Fibonacci numbers, and the opponent
 * can never take the next term whole). Below 2^31 there are 45 Fibonacci
 * numbers from 2 on; the list must reach 1836311903, the largest of them.
 */
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

int main(void)
{
	long long fib[64];
	int count = 2;
	fib[0] = 1;
	fib[1] = 2;
	while (fib[count - 1] <= 2147483647LL) {
		fib[count] = fib[count - 1] + fib[count - 2];
		count++;
	}
	long long n;
	while (read_long(&n) && n != 0) {
		int lo = 0, hi = count - 1;
		while (lo < hi) { /* the first fib[i] >= n */
			int mid = (lo + hi) / 2;
			if (fib[mid] < n)
				lo = mid + 1;
			else
				hi = mid;
		}
		fputs(fib[lo] == n ? "Second win\n" : "First win\n", stdout);
	}
	return 0;
}
