/* Wrong: memoizes g by chain length only and never clears it, so a later case with another M reuses values of an earlier M. */
#include <stdio.h>
#include <string.h>

static int memo[1001];

static int g(int m, int l)
{
	if (l < m)
		return 0;
	if (memo[l] >= 0)
		return memo[l];
	char seen[128] = {0};
	for (int a = 0; a + m <= l; a++)
		seen[g(m, a) ^ g(m, l - m - a)] = 1;
	int x = 0;
	while (seen[x])
		x++;
	return memo[l] = x;
}

int main(void)
{
	int t, n, m;
	memset(memo, -1, sizeof memo);
	scanf("%d", &t);
	for (int k = 1; k <= t; k++) {
		scanf("%d %d", &n, &m);
		int first = n >= m && g(m, n - m) == 0;
		printf("Case #%d: %s\n", k, first ? "aekdycoin" : "abcdxyzk");
	}
	return 0;
}
