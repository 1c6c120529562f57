/* Too slow: tries every sequence of removals by plain recursion without memo, 2^(n-1) leaves. */
#include <stdio.h>

static int a[1000002];

static int play(int l, int r, int first)
{
	if (l == r)
		return a[l];
	int x = play(l + 1, r, !first), y = play(l, r - 1, !first);
	return first ? (x > y ? x : y) : (x < y ? x : y);
}

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		for (int i = 0; i < n; i++)
			scanf("%d", &a[i]);
		printf("%d\n", play(0, n - 1, 1));
	}
	return 0;
}
