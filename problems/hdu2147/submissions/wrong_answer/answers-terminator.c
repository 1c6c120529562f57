/* Reads to the end of the file and also answers the terminating "0 0" line. */
#include <stdio.h>

int main(void)
{
	int n, m;
	while (scanf("%d %d", &n, &m) == 2)
		puts(n % 2 && m % 2 ? "What a pity!" : "Wonderful!");
	return 0;
}
