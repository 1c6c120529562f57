/* Wrong: multi-case slip, answers only the first row and ignores the rest of the input. */
#include <stdio.h>

static int a[1000002];

static int mx(int x, int y) { return x > y ? x : y; }
static int mn(int x, int y) { return x < y ? x : y; }

int main(void)
{
	int n;
	if (scanf("%d", &n) != 1)
		return 0;
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
	return 0;
}
