/*
 * "A Fibonacci pile loses, so always leave one": takes the pile minus the largest Fibonacci
 * number below it, ignoring the rule that a move takes at most twice the opponent's last take.
 * The first move is legal (at most n - 1); a later one asks for more than the bound allows.
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
		long long below = 0; /* the largest Fibonacci number below r, or 0 when r is 1 */
		for (int i = 0; i < nfib && fib[i] < r; i++)
			below = fib[i];
		long long take = r - below;
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
