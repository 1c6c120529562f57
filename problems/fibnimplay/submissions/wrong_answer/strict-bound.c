/*
 * Reads the rule as "less than twice the opponent's take": it thinks it may take at most 2u - 1.
 * It takes the smallest Zeckendorf term when that fits its bound, and otherwise, believing the
 * game lost, stalls with 1 stone. When the judge leaves a pile whose smallest term is exactly
 * twice its take (it took 1 and left a smallest term 2, or 4 and 8, ...), the one winning move
 * is refused and the stall loses, late in the game.
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
		long long rest = r, take = 0;
		for (int i = nfib - 1; i >= 0 && rest > 0; i--)
			if (fib[i] <= rest)
				rest -= fib[i], take = fib[i];
		if (take > limit)
			take = 1;
		printf("%lld\n", take);
		fflush(stdout);
		r -= take;
		char word[32];
		long long u;
		if (scanf("%31s", word) != 1 || !strcmp(word, "win") || sscanf(word, "%lld", &u) != 1)
			return 0;
		r -= u;
		limit = 2 * u - 1;
	}
}
