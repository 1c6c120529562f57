/* Mistake: the table is built correctly but only up to n = 999 (loop bound one short), so n = 1000 reads a lost entry. */
#include <stdio.h>

static int win[1001];

int main(void)
{
	int c, n, m;
	if (scanf("%d", &c) != 1)
		return 0;
	while (c-- > 0 && scanf("%d %d", &n, &m) == 2) {
		for (int k = 0; k <= 1000; k++)
			win[k] = 0;
		for (int k = 1; k < 1000; k++)
			for (int t = 1; t <= m && t <= k; t++)
				if (!win[k - t]) {
					win[k] = 1;
					break;
				}
		puts(win[n] ? "first" : "second");
	}
	return 0;
}
