/* Capitalises the winner: "First" is not "first". */
#include <stdio.h>

int main(void)
{
	int t;
	long long n, k;
	scanf("%d", &t);
	for (int c = 1; c <= t && scanf("%lld %lld", &n, &k) == 2; c++)
		printf("Case %d: %s\n", c, (n <= k || (k == 1 && n % 2 == 1)) ? "First" : "Second");
	return 0;
}
