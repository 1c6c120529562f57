/*
 * Full Grundy table to 10000 for each set, scanning all of S (so no sort is
 * needed). The winning move is looked for from the last heap backwards, with S in
 * input order, so it is often not the reference's move.
 */
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
			int v = 0;
			while (vis[v])
				v++;
			sg[x] = v;
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
			for (int i = l - 1; i >= 0 && !done; i--) {
				int want = sg[h[i]] ^ total;
				if (want > sg[h[i]])
					continue; /* may still win, but a smaller want surely does */
				for (int j = 0; j < k; j++)
					if (s[j] <= h[i] && sg[h[i] - s[j]] == want) {
						printf("%d %d\n", i + 1, s[j]);
						done = 1;
						break;
					}
			}
		}
	}
	return 0;
}
