/* Wrong: applies the odd-length rule to n = 1, so it reads the zero neighbours of the only element. */
#include <stdio.h>

static int a[1000003];

static int mx(int x, int y) { return x > y ? x : y; }
static int mn(int x, int y) { return x < y ? x : y; }

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		for (int i = 1; i <= n; i++)
			scanf("%d", &a[i]);
		a[n + 1] = 0;
		int ans;
		if (n % 2 == 0)
			ans = mx(a[n / 2], a[n / 2 + 1]);
		else {
			int c = (n + 1) / 2;
			ans = mx(mn(a[c - 1], a[c]), mn(a[c], a[c + 1]));
		}
		printf("%d\n", ans);
	}
	return 0;
}
