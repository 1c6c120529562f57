/*
 * The largest-winning-move player that forgot the bound: it takes the largest sum of the
 * smallest Zeckendorf terms z1 + ... + zj whose next term is more than twice it (or, when that
 * is all it can find, the whole pile), never comparing it with twice the judge's take. The first
 * move is right (any amount up to n - 1 may be taken, and the whole pile is never such a sum
 * there); a later one takes more than the rule allows.
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
	long long r;
	if (scanf("%lld", &r) != 1)
		return 1;
	for (;;) {
		long long term[92], rest = r, sum = 0, take = 0;
		int k = 0;
		for (int i = nfib - 1; i >= 0; i--)
			if (fib[i] <= rest)
				rest -= fib[i], term[k++] = fib[i];
		for (int j = k - 1; j >= 1; j--) { /* term[k-1] is the smallest; never the whole pile */
			sum += term[j];
			if (term[j - 1] > 2 * sum)
				take = sum;
		}
		if (take == 0)
			take = r;
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
