/* Divides by the number of empty heaps: there are none. */
#include <stdio.h>
int main(void)
{
	int n;
	volatile int empty = 0;
	scanf("%d", &n);
	printf("%d\n", n / empty);
	return 0;
}
