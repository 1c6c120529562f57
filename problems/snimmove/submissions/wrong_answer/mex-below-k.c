/* The mex is searched among 0..k-1 only, so a heap whose Grundy value is k gets 0. */
#include <stdio.h>
#include <string.h>

static int s[100], sg[10001], h[100];
static char vis[128];

int main(void)
{
	int k;
	while (scanf("%d", &k) == 1 && k != 0) {
		for (int i = 0; i < k; i++)
			scanf("%d", &s[i]);
		for (int x = 1; x <= 10000; x++) {
			memset(vis, 0, sizeof vis);
			for (int i = 0; i < k; i++)
				if (s[i] <= x)
					vis[sg[x - s[i]]] = 1;
			sg[x] = 0;
			for (int v = 0; v < k; v++)
				if (!vis[v]) {
					sg[x] = v;
					break;
				}
		}
		int m;
		scanf("%d", &m);
		while (m--) {
			int l, total = 0;
			scanf("%d", &l);
			for (int i = 0; i < l; i++) {
				scanf("%d", &h[i]);
				total ^= sg[h[i]];
			}
			if (total == 0) {
				puts("lose");
				continue;
			}
			int done = 0;
			for (int i = 0; i < l && !done; i++) {
				int want = sg[h[i]] ^ total;
				for (int j = 0; j < k && !done; j++)
					if (s[j] <= h[i] && sg[h[i] - s[j]] == want) {
						printf("%d %d\n", i + 1, s[j]);
						done = 1;
					}
			}
			if (!done)
				puts("lose");
		}
	}
	return 0;
}
