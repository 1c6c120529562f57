/* n < k where n <= k belongs: misses the first player taking exactly the whole circle. */
#include <stdio.h>

int main(void)
{
	int t;
	long long n, k;
	scanf("%d", &t);
	for (int c = 1; c <= t && scanf("%lld %lld", &n, &k) == 2; c++)
		printf("Case %d: %s\n", c, (n < k || (k == 1 && n % 2 == 1)) ? "first" : "second");
	return 0;
}
