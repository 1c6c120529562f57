/* Mistake: builds the win/lose table once, for the first case's m, and reuses it for every case. */
#include <stdio.h>

static int win[1001];

int main(void)
{
	int c, n, m, built = 0;
	if (scanf("%d", &c) != 1)
		return 0;
	while (c-- > 0 && scanf("%d %d", &n, &m) == 2) {
		if (!built) {
			for (int k = 1; k <= 1000; k++)
				for (int t = 1; t <= m && t <= k; t++)
					if (!win[k - t]) {
						win[k] = 1;
						break;
					}
			built = 1;
		}
		puts(win[n] ? "first" : "second");
	}
	return 0;
}
