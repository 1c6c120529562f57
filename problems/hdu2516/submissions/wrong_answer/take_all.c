/* Rule slip: lets the first move take the whole heap, so the first player always wins. */
#include <stdio.h>

int main(void)
{
	long long n;
	while (scanf("%lld", &n) == 1 && n)
		puts("First win");
	return 0;
}
