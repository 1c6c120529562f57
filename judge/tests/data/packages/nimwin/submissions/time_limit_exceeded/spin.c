/* Right, after a busy wait far past any limit derived from the accepted ones. */
#include <stdio.h>
int main(void)
{
	int n;
	long x = 0, h;
	volatile unsigned long spin = 0;
	if (scanf("%d", &n) != 1)
		return 1;
	while (n-- > 0 && scanf("%ld", &h) == 1)
		x ^= h;
	for (;;)
		spin++;
	puts(x ? "first" : "second");
	return 0;
}
