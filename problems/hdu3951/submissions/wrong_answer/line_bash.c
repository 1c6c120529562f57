/* Plays the circle as a pile (Bash game): the first player wins unless n is a multiple of k + 1. */
#include <stdio.h>

int main(void)
{
	int t;
	long long n, k;
	scanf("%d", &t);
	for (int c = 1; c <= t && scanf("%lld %lld", &n, &k) == 2; c++)
		printf("Case %d: %s\n", c, n % (k + 1) ? "first" : "second");
	return 0;
}
