/* Parity slip: decides by whether n is odd, as if only single coins could be taken. */
#include <stdio.h>

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1 && n)
		puts(n % 2 ? "Alice" : "Bob");
	return 0;
}
