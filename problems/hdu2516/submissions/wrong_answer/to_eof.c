/* Multi-case slip: reads to end of file, so the terminating 0 gets an answer line too. */
#include <stdio.h>

int main(void)
{
	long long f[50] = {1, 2}, n;
	for (int i = 2; i < 50; i++)
		f[i] = f[i - 1] + f[i - 2];
	while (scanf("%lld", &n) == 1) {
		int fib = 0;
		for (int i = 0; i < 50; i++)
			fib |= f[i] == n;
		puts(fib ? "Second win" : "First win");
	}
	return 0;
}
