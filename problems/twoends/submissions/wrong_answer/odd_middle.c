/* Wrong: guesses that the exact middle element survives when the length is odd. */
#include <stdio.h>

static int a[1000002];

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		for (int i = 1; i <= n; i++)
			scanf("%d", &a[i]);
		int ans;
		if (n % 2)
			ans = a[(n + 1) / 2];
		else
			ans = a[n / 2] > a[n / 2 + 1] ? a[n / 2] : a[n / 2 + 1];
		printf("%d\n", ans);
	}
	return 0;
}
