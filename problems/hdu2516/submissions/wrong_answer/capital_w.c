/* Output slip: "Second Win" / "First Win" with a capital W. */
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
		puts(fib ? "Second Win" : "First Win");
	}
	return 0;
}
