/* Too slow: the exact interval minimax DP (one row of the table at a time), O(n^2) per case. */
#include <stdio.h>

static int a[1000002], best[1000002];

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		for (int i = 0; i < n; i++)
			scanf("%d", &a[i]);
		for (int l = 0; l < n; l++)
			best[l] = a[l];
		for (int len = 2; len <= n; len++) {
			int first = (n - len) % 2 == 0;
			for (int l = 0; l + len <= n; l++) {
				int x = best[l + 1], y = best[l];
				best[l] = first ? (x > y ? x : y) : (x < y ? x : y);
			}
		}
		printf("%d\n", best[0]);
	}
	return 0;
}
