/* Off by one in the distances: takes n and m, not n-1 and m-1, as the moves left, so even x even loses. */
#include <stdio.h>

int main(void)
{
	int n, m;
	while (scanf("%d %d", &n, &m) == 2 && (n || m))
		puts(n % 2 == 0 && m % 2 == 0 ? "What a pity!" : "Wonderful!");
	return 0;
}
