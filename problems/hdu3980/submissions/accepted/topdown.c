/* Correct: top-down memoized Grundy values of a chain, keyed by (M, length); circle -> chain after the first move. */
#include <stdio.h>
#include <string.h>

static short memo[1001][1001];

static int g(int m, int l)
{
	if (l < m)
		return 0;
	if (memo[m][l] >= 0)
		return memo[m][l];
	char seen[128] = {0};
	for (int a = 0; a + m <= l; a++)
		seen[g(m, a) ^ g(m, l - m - a)] = 1;
	int x = 0;
	while (seen[x])
		x++;
	return memo[m][l] = (short)x;
}

int main(void)
{
	int t, n, m;
	memset(memo, -1, sizeof memo);
	scanf("%d", &t);
	for (int k = 1; k <= t; k++) {
		scanf("%d %d", &n, &m);
		const char *who;
		if (n < m)
			who = "abcdxyzk";
		else if (g(m, n - m) == 0)
			who = "aekdycoin";
		else
			who = "abcdxyzk";
		printf("Case #%d: %s\n", k, who);
	}
	return 0;
}
