/* Wrong: uses the even-length rule max(x[n/2], x[n/2+1]) for odd lengths too. */
#include <stdio.h>

static int a[1000002];

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		for (int i = 1; i <= n; i++)
			scanf("%d", &a[i]);
		int ans;
		if (n == 1)
			ans = a[1];
		else
			ans = a[n / 2] > a[n / 2 + 1] ? a[n / 2] : a[n / 2 + 1];
		printf("%d\n", ans);
	}
	return 0;
}
