/*
 * Takes the LARGEST winning move, not the smallest: with the Zeckendorf terms z1 < z2 < ... of
 * the pile, a sum z1 + ... + zj within the limit wins when it is the whole pile or the next term
 * is more than twice it (the opponent cannot take that term whole). The limit is tracked.
 */
#include <stdio.h>
#include <string.h>

static long long fib[92];
static int nfib;

int main(void)
{
	fib[0] = 1, fib[1] = 2;
	for (nfib = 2; fib[nfib - 1] <= 1000000000000000000LL; nfib++)
		fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
	long long r, limit;
	if (scanf("%lld", &r) != 1)
		return 1;
	limit = r - 1;
	for (;;) {
		long long term[92], rest = r, sum = 0, take = 0;
		int k = 0;
		for (int i = nfib - 1; i >= 0; i--)
			if (fib[i] <= rest)
				rest -= fib[i], term[k++] = fib[i];
		for (int j = k - 1; j >= 0; j--) { /* ascending: term[k-1] is the smallest */
			sum += term[j];
			if (sum > limit)
				break;
			if (j == 0 || term[j - 1] > 2 * sum)
				take = sum;
		}
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
