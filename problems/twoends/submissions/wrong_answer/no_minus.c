/* Wrong: a hand-written fast reader that skips the minus sign, so negative values turn positive. */
#include <stdio.h>

static int a[1000002];

static int rd(int *v)
{
	int c = getchar();
	while (c != EOF && (c < '0' || c > '9'))
		c = getchar();
	if (c == EOF)
		return 0;
	int x = 0;
	while (c >= '0' && c <= '9') {
		x = x * 10 + (c - '0');
		c = getchar();
	}
	*v = x;
	return 1;
}

static int mx(int x, int y) { return x > y ? x : y; }
static int mn(int x, int y) { return x < y ? x : y; }

int main(void)
{
	int n;
	while (rd(&n)) {
		for (int i = 1; i <= n; i++)
			rd(&a[i]);
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
