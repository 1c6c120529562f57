/* The right (ones, group moves) search, but without memoization: exponential in the group size. */
#include <stdio.h>

static int dfs(int a, int b)
{
	if (b == 1)
		return dfs(a + 1, 0);
	if (a == 0)
		return b % 2;
	if (!dfs(a - 1, b))
		return 1;
	if (b > 0 && !dfs(a - 1, b + 1))
		return 1;
	if (b > 0 && !dfs(a, b - 1))
		return 1;
	if (a >= 2 && !dfs(a - 2, b > 0 ? b + 3 : 2))
		return 1;
	return 0;
}

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	for (int c = 1; c <= t; c++) {
		int n, ones = 0, big = 0, sum = 0;
		scanf("%d", &n);
		while (n--) {
			int x;
			scanf("%d", &x);
			if (x == 1)
				ones++;
			else
				big++, sum += x;
		}
		printf("Case #%d: %s\n", c, dfs(ones, big ? sum + big - 1 : 0) ? "Alice" : "Bob");
	}
	return 0;
}
