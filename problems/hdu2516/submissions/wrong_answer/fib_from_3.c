/* Fibonacci list started at 3, 5 (forgetting 2): n = 2 is answered as a first-player win. */
#include <stdio.h>

int main(void)
{
	long long f[50] = {3, 5}, n;
	for (int i = 2; i < 50; i++)
		f[i] = f[i - 1] + f[i - 2];
	while (scanf("%lld", &n) == 1 && n) {
		int fib = 0;
		for (int i = 0; i < 50; i++)
			fib |= f[i] == n;
		puts(fib ? "Second win" : "First win");
	}
	return 0;
}
