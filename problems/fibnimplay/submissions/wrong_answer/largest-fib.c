/*
 * Takes the largest Fibonacci number it may (at most the pile and the limit) instead of the
 * smallest Zeckendorf term. On the first move that leaves n - F with F the largest Fibonacci
 * number below n, and since n < 2F the judge may take all n - F at once.
 */
#include <stdio.h>
#include <string.h>

int main(void)
{
	long long fib[92], r, limit;
	int nfib = 2;
	fib[0] = 1, fib[1] = 2;
	while (fib[nfib - 1] <= 1000000000000000000LL) {
		fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
		nfib++;
	}
	if (scanf("%lld", &r) != 1)
		return 1;
	limit = r - 1;
	for (;;) {
		long long most = limit < r ? limit : r, take = 1;
		for (int i = 0; i < nfib && fib[i] <= most; i++)
			take = fib[i];
		printf("%lld\n", take);
		fflush(stdout);
		r -= take;
		char word[32];
		long long u;
		if (scanf("%31s", word) != 1 || !strcmp(word, "win") || sscanf(word, "%lld", &u) != 1)
			return 0;
		r -= u;
		limit = 2 * u;
	}
}
