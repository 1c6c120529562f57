/* Misère Nim: with every heap of one stone, the first player wins on an even count; else as Nim. */
#include <stdio.h>
int main(void)
{
	int n, big = 0;
	long h, x = 0;
	if (scanf("%d", &n) != 1)
		return 1;
	for (int i = 0; i < n && scanf("%ld", &h) == 1; i++) {
		x ^= h;
		big |= h > 1;
	}
	puts((big ? x != 0 : n % 2 == 0) ? "First" : "Second");
	return 0;
}
