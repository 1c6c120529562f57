/* Mistake: prints all answers on one line, separated by spaces. */
#include <stdio.h>

int main(void)
{
	int c, n, m;
	if (scanf("%d", &c) != 1)
		return 0;
	for (int i = 0; i < c && scanf("%d %d", &n, &m) == 2; i++)
		printf("%s%s", i ? " " : "", n % (m + 1) ? "first" : "second");
	printf("\n");
	return 0;
}
