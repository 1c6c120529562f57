/* Prints the heap's 0-based index: the first heap becomes heap 0, out of range. */
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
			for (int i = 0; i < l && !done; i++) {
				int want = sg[h[i]] ^ total;
				for (int j = 0; j < k && !done; j++)
					if (s[j] <= h[i] && sg[h[i] - s[j]] == want) {
						printf("%d %d\n", i, s[j]);
						done = 1;
					}
			}
		}
	}
	return 0;
}
