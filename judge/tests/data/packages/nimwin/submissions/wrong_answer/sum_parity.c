/* The classic slip: the parity of the sum instead of the xor. */
#include <stdio.h>
int main(void)
{
	int n;
	long s = 0, h;
	if (scanf("%d", &n) != 1)
		return 1;
	while (n-- > 0 && scanf("%ld", &h) == 1)
		s += h;
	puts(s % 2 ? "first" : "second");
	return 0;
}
