/* hdu1846 Brave Game (Bash game): the player to move loses exactly when n is a multiple of m+1. */
#include <stdio.h>

int main(void)
{
	int c;
	if (scanf("%d", &c) != 1)
		return 0;
	while (c-- > 0) {
		int n, m;
		if (scanf("%d %d", &n, &m) != 2)
			break;
		puts(n % (m + 1) != 0 ? "first" : "second");
	}
	return 0;
}
