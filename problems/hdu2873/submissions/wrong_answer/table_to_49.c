/* Wrong: builds the table with "< 50" bounds on 1-based indices, so row 50 and column 50 stay 0. */
#include <stdio.h>
#include <string.h>

static int sg[51][51];

int main(void)
{
	static char seen[1024];
	for (int p = 1; p < 50; p++)
		for (int q = 1; q < 50; q++) {
			if (p == 1 || q == 1) {
				sg[p][q] = p + q - 2;
				continue;
			}
			memset(seen, 0, sizeof seen);
			for (int u = 1; u < p; u++)
				for (int v = 1; v < q; v++)
					seen[sg[u][q] ^ sg[p][v]] = 1;
			int x = 0;
			while (seen[x])
				x++;
			sg[p][q] = x;
		}
	int n, m;
	char row[64];
	while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
		int sum = 0;
		for (int p = 1; p <= n; p++) {
			scanf("%s", row);
			for (int q = 1; q <= m; q++)
				if (row[q - 1] == '#')
					sum ^= sg[p][q];
		}
		puts(sum ? "John" : "Jack");
	}
	return 0;
}
