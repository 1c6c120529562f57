/* Multi-case slip: answers the first set only and stops. */
#include <stdio.h>
#include <string.h>

static int s[100], sg[10001];
static char vis[128];

int main(void)
{
	int k;
	if (scanf("%d", &k) == 1 && k != 0) {
		for (int i = 0; i < k; i++)
			scanf("%d", &s[i]);
		sg[0] = 0;
		for (int h = 1; h <= 10000; h++) {
			memset(vis, 0, sizeof vis);
			for (int i = 0; i < k; i++) {
				if (s[i] > h)
					continue;
				vis[sg[h - s[i]]] = 1;
			}
			int v = 0;
			while (vis[v])
				v++;
			sg[h] = v;
		}
		int m;
		scanf("%d", &m);
		while (m--) {
			int l, x = 0, h;
			scanf("%d", &l);
			while (l--) {
				scanf("%d", &h);
				x ^= sg[h];
			}
			putchar(x ? 'W' : 'L');
		}
		putchar('\n');
	}
	return 0;
}
