/*
 * Plays the reference's game and wins it, then prints "First win" as HDU 2516's output asks.
 * Here the game is the output: after "win" nothing more may be printed.
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
		if (scanf("%31s", word) != 1)
			return 0;
		if (strcmp(word, "win") == 0) {
			puts("First win");
			return 0;
		}
		if (sscanf(word, "%lld", &u) != 1 || (r -= u) <= 0)
			return 0;
	}
}
