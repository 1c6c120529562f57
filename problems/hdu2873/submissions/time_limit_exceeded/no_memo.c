/* Too slow: recomputes every Grundy value by recursion without a memo; the work explodes with p and q. */
#include <stdio.h>

static int g(int p, int q)
{
	if (p == 1)
		return q - 1;
	if (q == 1)
		return p - 1;
	char seen[1024] = {0};
	for (int u = 1; u < p; u++)
		for (int v = 1; v < q; v++)
			seen[g(u, q) ^ g(p, v)] = 1;
	int x = 0;
	while (seen[x])
		x++;
	return x;
}

int main(void)
{
	int n, m;
	char row[64];
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
