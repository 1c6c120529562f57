/* Right answers, too slowly: it spins before answering a test of more than 10 heaps. */
#include <stdio.h>

int main(void)
{
	long n, x = 0, h;
	if (scanf("%ld", &n) != 1)
		return 1;
	for (long i = 0; i < n && scanf("%ld", &h) == 1; i++)
		x ^= h;
	for (volatile unsigned long k = 0; n > 10; k++)
		;
	puts(x ? "First" : "Second");
	return 0;
}
