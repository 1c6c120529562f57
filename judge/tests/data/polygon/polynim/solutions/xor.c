/* Normal Nim: the first player wins when the heaps' xor is not 0. */
#include <stdio.h>

int main(void)
{
	long n, x = 0, h;
	if (scanf("%ld", &n) != 1)
		return 1;
	while (n-- > 0 && scanf("%ld", &h) == 1)
		x ^= h;
	puts(x ? "First" : "Second");
	return 0;
}
