/* Linear scan of the Fibonacci numbers below 2^31 (kept in long long): n is one -> the second player wins. */
#include <stdio.h>

int main(void)
{
	long long f[50] = {1, 2};
	for (int i = 2; i < 50; i++)
		f[i] = f[i - 1] + f[i - 2];
	long long n;
	while (scanf("%lld", &n) == 1 && n) {
		int fib = 0;
		for (int i = 0; i < 50 && f[i] <= n; i++)
			if (f[i] == n)
				fib = 1;
		puts(fib ? "Second win" : "First win");
	}
	return 0;
}
