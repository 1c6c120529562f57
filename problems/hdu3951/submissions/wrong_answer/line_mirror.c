/* Plays the circle as a line: with k >= 2 the first player takes the middle and mirrors, so he always wins. */
#include <stdio.h>

int main(void)
{
	int t;
	long long n, k;
	scanf("%d", &t);
	for (int c = 1; c <= t && scanf("%lld %lld", &n, &k) == 2; c++)
		printf("Case %d: %s\n", c, (k >= 2 || n % 2 == 1) ? "first" : "second");
	return 0;
}
