/* Builds the Grundy table only as far as the largest heap of the first position of each set. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int s[100], sg[10001], heaps[100];
static char vis[128];

int main(void)
{
	int k;
	while (scanf("%d", &k) == 1 && k != 0) {
		for (int i = 0; i < k; i++)
			scanf("%d", &s[i]);
		int m, built = 0;
		scanf("%d", &m);
		for (int j = 0; j < m; j++) {
			int l, x = 0;
			scanf("%d", &l);
			for (int i = 0; i < l; i++)
				scanf("%d", &heaps[i]);
			if (!built) { /* "the table is now big enough" */
				int top = 0;
				for (int i = 0; i < l; i++)
					if (heaps[i] > top)
						top = heaps[i];
				for (int h = 1; h <= top; h++) {
					memset(vis, 0, sizeof vis);
					for (int i = 0; i < k; i++)
						if (s[i] <= h)
							vis[sg[h - s[i]]] = 1;
					int v = 0;
					while (vis[v])
						v++;
					sg[h] = v;
				}
				built = 1;
			}
			for (int i = 0; i < l; i++)
				x ^= sg[heaps[i]];
			putchar(x ? 'W' : 'L');
		}
		putchar('\n');
	}
	return 0;
}
