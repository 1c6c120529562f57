/* Mistake: reads C but answers only the first case. */
#include <stdio.h>

int main(void)
{
	int c, n, m;
	if (scanf("%d", &c) != 1 || scanf("%d %d", &n, &m) != 2)
		return 0;
	puts(n % (m + 1) ? "first" : "second");
	return 0;
}
