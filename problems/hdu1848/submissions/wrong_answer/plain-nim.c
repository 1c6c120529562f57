/* Treats it as plain Nim: XOR of the heap sizes instead of their Grundy values. */
#include <stdio.h>

int main(void)
{
	int m, n, p;
	while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
		puts((m ^ n ^ p) ? "Fibo" : "Nacci");
	return 0;
}
