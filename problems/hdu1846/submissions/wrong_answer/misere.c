/* Mistake: uses the misere rule (mover loses when n % (m+1) == 1), as if taking the last stone lost. */
#include <stdio.h>

int main(void)
{
	int c, n, m;
	if (scanf("%d", &c) != 1)
		return 0;
	while (c-- > 0 && scanf("%d %d", &n, &m) == 2)
		puts(n % (m + 1) != 1 ? "first" : "second");
	return 0;
}
