/*
 * Misreads the rules: takes a move to be any amounts from one heap or from both. Under that rule
 * every position but (0, 0) is won by taking everything, so it prints 0 0 (and lose for 0 0).
 * Taking different amounts from the two heaps is not a move of this game.
 */
#include <stdio.h>

int main(void)
{
	int t;
	unsigned long long a, b;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- && scanf("%llu %llu", &a, &b) == 2)
		puts(a == 0 && b == 0 ? "lose" : "0 0");
	return 0;
}
