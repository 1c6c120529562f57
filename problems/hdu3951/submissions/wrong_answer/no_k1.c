/* Forgets k = 1: the first player wins only when he can take the whole circle. */
#include <stdio.h>

int main(void)
{
	int t;
	long long n, k;
	scanf("%d", &t);
	for (int c = 1; c <= t && scanf("%lld %lld", &n, &k) == 2; c++)
		printf("Case %d: %s\n", c, n <= k ? "first" : "second");
	return 0;
}
