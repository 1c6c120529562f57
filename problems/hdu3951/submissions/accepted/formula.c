/* The first player wins when he can take the whole circle, or when k = 1 and n is odd. */
#include <stdio.h>

int main(void)
{
	int t;
	long long n, k;
	if (scanf("%d", &t) != 1)
		return 0;
	for (int c = 1; c <= t && scanf("%lld %lld", &n, &k) == 2; c++)
		printf("Case %d: %s\n", c, (n <= k || (k == 1 && n % 2 == 1)) ? "first" : "second");
	return 0;
}
