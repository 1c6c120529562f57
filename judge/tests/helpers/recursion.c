/* Recurses without end, touching its stack. */
#include <stdio.h>
static int deep(int n)
{
	volatile char pad[1024];
	pad[0] = (char)n;
	return deep(n + 1) + pad[0];
}
int main(void)
{
	printf("%d\n", deep(0));
	return 0;
}
