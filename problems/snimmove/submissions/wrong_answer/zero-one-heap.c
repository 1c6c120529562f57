/*
 * Sees the sum as separate games: "win" the first heap with a non-zero Grundy
 * value by moving it to value 0, ignoring the other heaps. Legal, but it wins
 * only when that heap's value is the whole XOR.
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
			for (int i = 0; i < l && !done; i++) {
				if (sg[h[i]] == 0)
					continue;
				for (int j = 0; j < k && !done; j++)
					if (s[j] <= h[i] && sg[h[i] - s[j]] == 0) {
						printf("%d %d\n", i + 1, s[j]);
						done = 1;
					}
			}
		}
	}
	return 0;
}
