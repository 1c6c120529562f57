/* Bouton: the player to move wins exactly when the heaps' xor is not zero. */
#include <stdio.h>
int main(void)
{
	int n;
	long x = 0, h;
	if (scanf("%d", &n) != 1)
		return 1;
	while (n-- > 0 && scanf("%ld", &h) == 1)
		x ^= h;
	puts(x ? "first" : "second");
	return 0;
}
