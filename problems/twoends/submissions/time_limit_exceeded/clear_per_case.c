/* Too slow: correct formula, but clears the whole 10^6-element array before every case. */
#include <stdio.h>
#include <string.h>

static int a[1000002];

static int mx(int x, int y) { return x > y ? x : y; }
static int mn(int x, int y) { return x < y ? x : y; }

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		memset(a, 0, sizeof a);
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
