/* Output slip: the two verdicts swapped (Fibonacci n taken as a first-player win). */
#include <stdio.h>

int main(void)
{
	long long f[50] = {1, 2}, n;
	for (int i = 2; i < 50; i++)
		f[i] = f[i - 1] + f[i - 2];
	while (scanf("%lld", &n) == 1 && n) {
		int fib = 0;
		for (int i = 0; i < 50; i++)
			fib |= f[i] == n;
		puts(fib ? "First win" : "Second win");
	}
	return 0;
}
