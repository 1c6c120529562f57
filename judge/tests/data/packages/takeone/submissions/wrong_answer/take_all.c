/* Empties the first heap whenever the position wins: a move, rarely a winning one. */
#include <stdio.h>
int main(void)
{
	int n;
	long h, x = 0;
	if (scanf("%d", &n) != 1)
		return 1;
	for (int i = 0; i < n; i++)
		scanf("%ld", &h), x ^= h;
	if (x)
		puts("1 0");
	else
		puts("lose");
	return 0;
}
