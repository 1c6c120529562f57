/* Too slow: the chain Grundy recursion without memoization is exponential in N / M. */
#include <stdio.h>

static int g(int m, int l)
{
	if (l < m)
		return 0;
	char seen[128] = {0};
	for (int a = 0; a + m <= l; a++)
		seen[g(m, a) ^ g(m, l - m - a)] = 1;
	int x = 0;
	while (seen[x])
		x++;
	return x;
}

int main(void)
{
	int t, n, m;
	scanf("%d", &t);
	for (int k = 1; k <= t; k++) {
		scanf("%d %d", &n, &m);
		int first = n >= m && g(m, n - m) == 0;
		printf("Case #%d: %s\n", k, first ? "aekdycoin" : "abcdxyzk");
	}
	return 0;
}
