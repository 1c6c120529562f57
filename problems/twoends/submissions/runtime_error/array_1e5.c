/* Crashes: the array is allocated for 10^5 elements but a row can hold 10^6. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 100005

static int mx(int x, int y) { return x > y ? x : y; }
static int mn(int x, int y) { return x < y ? x : y; }

int main(void)
{
	int *a = malloc(MAXN * sizeof *a);
	int n;
	if (!a)
		return 1;
	while (scanf("%d", &n) == 1) {
		for (int i = 1; i <= n; i++)
			scanf("%d", &a[i]);
		int ans;
		if (n == 1)
			ans = a[1];
		else if (n % 2 == 0)
			ans = mx(a[n / 2], a[n / 2 + 1]);
		else {
			int c = (n + 1) / 2;
			ans = mx(mn(a[c - 1], a[c]), mn(a[c], a[c + 1]));
		}
		printf("%d\n", ans);
	}
	return 0;
}
