/* Mistake: tests n % m instead of n % (m+1). */
#include <stdio.h>

int main(void)
{
	int c, n, m;
	if (scanf("%d", &c) != 1)
		return 0;
	while (c-- > 0 && scanf("%d %d", &n, &m) == 2)
		puts(n % m ? "first" : "second");
	return 0;
}
