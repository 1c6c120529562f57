/* Looks at the number of rows only: kiki loses whenever n is odd. */
#include <stdio.h>

int main(void)
{
	int n, m;
	while (scanf("%d %d", &n, &m) == 2 && (n || m))
		puts(n % 2 ? "What a pity!" : "Wonderful!");
	return 0;
}
