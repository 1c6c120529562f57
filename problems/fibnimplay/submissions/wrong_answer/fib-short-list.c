/*
 * The reference's strategy with the Fibonacci list of HDU 2516, which stops below 2^31. For a
 * larger pile the greedy subtracts 1836311903 as often as it fits, and the "smallest term" it finds
 * belongs to a sum that is not the pile's Zeckendorf form: a losing move, or one the bound
 * forbids.
 */
#include <stdio.h>
#include <string.h>

int main(void)
{
	long long fib[64], r;
	int nfib = 2;
	fib[0] = 1, fib[1] = 2;
	while (fib[nfib - 1] + fib[nfib - 2] < 2147483648LL) {
		fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
		nfib++;
	}
	if (scanf("%lld", &r) != 1)
		return 1;
	for (;;) {
		long long rest = r, take = 0;
		for (int i = nfib - 1; i >= 0 && rest > 0; i--)
			if (fib[i] <= rest)
				rest %= fib[i], take = fib[i]; /* as many times as it fits */
		printf("%lld\n", take);
		fflush(stdout);
		r -= take;
		char word[32];
		long long u;
		if (scanf("%31s", word) != 1 || !strcmp(word, "win") || sscanf(word, "%lld", &u) != 1)
			return 0;
		r -= u;
		if (r <= 0)
			return 0;
	}
}
