/* Wrong: mixes 0-based storage with 1-based middle indices, so it looks one place to the left. */
#include <stdio.h>

static int a[1000002];

static int mx(int x, int y) { return x > y ? x : y; }
static int mn(int x, int y) { return x < y ? x : y; }

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		for (int i = 0; i < n; i++)
			scanf("%d", &a[i]);
		int ans;
		if (n == 1)
			ans = a[0];
		else if (n % 2 == 0)
			ans = mx(a[n / 2 - 1], a[n / 2 - 2 < 0 ? 0 : n / 2 - 2]);
		else {
			int c = (n + 1) / 2 - 1;
			ans = mx(mn(a[c - 1], a[c]), mn(a[c], a[c + 1]));
		}
		printf("%d\n", ans);
	}
	return 0;
}
