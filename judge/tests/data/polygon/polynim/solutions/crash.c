/* Crashes on any test of more than 3 heaps. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	long n, x = 0, h;
	if (scanf("%ld", &n) != 1)
		return 1;
	if (n > 3)
		abort();
	while (n-- > 0 && scanf("%ld", &h) == 1)
		x ^= h;
	puts(x ? "First" : "Second");
	return 0;
}
