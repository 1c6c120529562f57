/* Closed form: the mover loses exactly when n is a multiple of m+1. */
#include <stdio.h>

int main(void)
{
	int c, n, m;
	if (scanf("%d", &c) != 1)
		return 0;
	while (c-- > 0 && scanf("%d %d", &n, &m) == 2)
		printf("%s\n", n % (m + 1) ? "first" : "second");
	return 0;
}
