/* Accepted: a pile wins when the stones it must lose, a - (X ^ a), is a positive count. */
#include <stdio.h>

int main(void)
{
	int m;
	static long long a[100];
	while (scanf("%d", &m) == 1 && m > 0) {
		long long x = 0;
		for (int i = 0; i < m; i++) {
			scanf("%lld", &a[i]);
			x ^= a[i];
		}
		int count = 0;
		for (int i = 0; i < m; i++) {
			long long take = a[i] - (x ^ a[i]);
			count += take > 0;
		}
		printf("%d\n", count);
	}
	return 0;
}
