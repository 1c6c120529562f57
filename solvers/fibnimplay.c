/*
 * Reference player for fibnimplay: Fibonacci Nim against the judge, moving first from a pile of
 * n stones that is not a Fibonacci number.
 *
 * Write the pile as its Zeckendorf sum of non-consecutive Fibonacci numbers (1, 2, 3, 5, ...).
 * Taking the smallest term z1 is always allowed when we are winning (that is what winning
 * means: z1 is at most the limit), and it leaves a pile whose smallest term is more than twice
 * z1, beyond the opponent's reach: whatever he takes, the pile he leaves again has a smallest
 * term within twice his take. So we take the smallest term every turn, and the last one is the
 * whole pile. The greedy decomposition needs every Fibonacci number up to the pile; 10^18 needs
 * 86 of them.
 */
#include <stdio.h>
#include <string.h>

int main(void)
{
	long long fib[92], r, u;
	int nfib = 2;
	fib[0] = 1, fib[1] = 2;
	while (fib[nfib - 1] <= 1000000000000000000LL) {
		fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
		nfib++;
	}
	if (scanf("%lld", &r) != 1)
		return 1;
	for (;;) {
		long long rest = r, take = 0;
		for (int i = nfib - 1; i >= 0 && rest > 0; i--)
			if (fib[i] <= rest)
				rest -= fib[i], take = fib[i];
		printf("%lld\n", take);
		fflush(stdout);
		r -= take;
		char word[32];
		if (scanf("%31s", word) != 1 || strcmp(word, "win") == 0)
			return 0;
		if (sscanf(word, "%lld", &u) != 1 || (r -= u) <= 0)
			return 0;
	}
}
