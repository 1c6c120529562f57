/* Top-down memoized search on (ones, moves left in the big group), warmed up in increasing b so the recursion stays shallow. */
#include <stdio.h>
#include <string.h>

#define A 52
#define B 50400

static signed char memo[A][B];

static int dfs(int a, int b)
{
	if (b == 1)
		return dfs(a + 1, 0);
	if (memo[a][b] >= 0)
		return memo[a][b];
	int w = 0;
	if (a == 0)
		w = b % 2;
	else if (!dfs(a - 1, b))
		w = 1;
	else if (b > 0 && !dfs(a - 1, b + 1))
		w = 1;
	else if (b > 0 && !dfs(a, b - 1))
		w = 1;
	else if (a >= 2 && !dfs(a - 2, b > 0 ? b + 3 : 2))
		w = 1;
	memo[a][b] = (signed char)w;
	return w;
}

int main(void)
{
	memset(memo, -1, sizeof memo);
	for (int b = 0; b < 50100; b++)
		for (int a = 0; a <= 50; a++)
			dfs(a, b);
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
