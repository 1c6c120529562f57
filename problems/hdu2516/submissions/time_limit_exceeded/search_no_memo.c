/* Plays the rules by plain recursion without memo: exponential, hopeless already for n = 10000. */
#include <stdio.h>

static int wins(long long left, long long most)
{
	for (long long t = 1; t <= most && t <= left; t++)
		if (t == left || !wins(left - t, 2 * t))
			return 1;
	return 0;
}

int main(void)
{
	long long n;
	while (scanf("%lld", &n) == 1 && n)
		puts(wins(n, n - 1) ? "First win" : "Second win");
	return 0;
}
