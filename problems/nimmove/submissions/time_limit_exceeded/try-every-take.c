/* Correct but tries every take 1, 2, 3, ... on every heap until the xor becomes 0: O(sum of heaps). */
#include <stdio.h>

static long long a[100000];

int main(void)
{
	int t;
	scanf("%d", &t);
	while (t--) {
		int n, found = 0;
		scanf("%d", &n);
		long long s = 0;
		for (int i = 0; i < n; i++) {
			scanf("%lld", &a[i]);
			s ^= a[i];
		}
		for (int i = 0; i < n && !found && s != 0; i++)
			for (long long x = 1; x <= a[i]; x++)
				if ((s ^ a[i] ^ (a[i] - x)) == 0) {
					printf("%d %lld\n", i + 1, a[i] - x);
					found = 1;
					break;
				}
		if (!found)
			puts("lose");
	}
	return 0;
}
