/*
 * Applies the rule for the start of the game ("a Fibonacci pile loses") in the middle of it: when
 * the pile is a Fibonacci number it believes itself lost and stalls with 1 stone, even when
 * twice the judge's take reaches the whole pile and taking it all wins. Every won game ends with
 * such a pile, so it throws away the last move.
 */
#include <stdio.h>
#include <string.h>

int main(void)
{
	long long fib[92], r;
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
		if (take == r) /* a Fibonacci pile: "the player to move loses" */
			take = 1;
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
