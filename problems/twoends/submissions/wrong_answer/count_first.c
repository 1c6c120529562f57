/* Wrong: multi-case slip, takes the first number for a count of cases (there is none: cases run to the end of input). */
#include <stdio.h>

static int a[1000002];

static int mx(int x, int y) { return x > y ? x : y; }
static int mn(int x, int y) { return x < y ? x : y; }

int main(void)
{
	int t, n;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
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
