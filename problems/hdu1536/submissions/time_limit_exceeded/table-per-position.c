/* Rebuilds the Grundy table up to the position's largest heap for every position. */
#include <stdio.h>
#include <string.h>

static int s[100], sg[10001], heaps[100];
static char vis[128];

int main(void)
{
	int k;
	while (scanf("%d", &k) == 1 && k != 0) {
		for (int i = 0; i < k; i++)
			scanf("%d", &s[i]);
		int m;
		scanf("%d", &m);
		while (m--) {
			int l, x = 0, top = 0;
			scanf("%d", &l);
			for (int i = 0; i < l; i++) {
				scanf("%d", &heaps[i]);
				if (heaps[i] > top)
					top = heaps[i];
			}
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
			for (int i = 0; i < l; i++)
				x ^= sg[heaps[i]];
			putchar(x ? 'W' : 'L');
		}
		putchar('\n');
	}
	return 0;
}
