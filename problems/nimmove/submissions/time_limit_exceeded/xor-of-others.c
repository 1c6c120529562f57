/* Correct but O(n^2): recomputes the xor of the other heaps for every heap; hopeless at n = 10^5. */
#include <stdio.h>

static long long a[100000];

int main(void)
{
	int t;
	scanf("%d", &t);
	while (t--) {
		int n, found = 0;
		scanf("%d", &n);
		for (int i = 0; i < n; i++)
			scanf("%lld", &a[i]);
		for (int i = 0; i < n && !found; i++) {
			long long rest = 0;
			for (int j = 0; j < n; j++)
				if (j != i)
					rest ^= a[j];
			if (rest < a[i]) {
				printf("%d %lld\n", i + 1, rest);
				found = 1;
			}
		}
		if (!found)
			puts("lose");
	}
	return 0;
}
