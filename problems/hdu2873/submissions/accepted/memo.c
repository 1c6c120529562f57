/* Correct: top-down memoized Grundy value of one bomb, xor over all bombs. */
#include <stdio.h>
#include <string.h>

static int memo[51][51];

static int g(int p, int q)
{
	if (memo[p][q] >= 0)
		return memo[p][q];
	int r;
	if (p == 1)
		r = q - 1;
	else if (q == 1)
		r = p - 1;
	else {
		char seen[1024] = {0};
		for (int u = 1; u < p; u++)
			for (int v = 1; v < q; v++)
				seen[g(u, q) ^ g(p, v)] = 1;
		r = 0;
		while (seen[r])
			r++;
	}
	return memo[p][q] = r;
}

int main(void)
{
	int n, m;
	char row[64];
	memset(memo, -1, sizeof memo);
	while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
		int sum = 0;
		for (int p = 1; p <= n; p++) {
			scanf("%s", row);
			for (int q = 1; q <= m; q++)
				if (row[q - 1] == '#')
					sum ^= g(p, q);
		}
		puts(sum ? "John" : "Jack");
	}
	return 0;
}
