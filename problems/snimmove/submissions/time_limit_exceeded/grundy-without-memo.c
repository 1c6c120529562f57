/* Grundy values by plain recursion with no memo: exponential in the heap size. */
#include <stdio.h>

static int s[100], k, h[100];

static int grundy(int x)
{
	char seen[102] = { 0 };
	for (int i = 0; i < k; i++)
		if (s[i] <= x)
			seen[grundy(x - s[i])] = 1;
	int v = 0;
	while (seen[v])
		v++;
	return v;
}

int main(void)
{
	while (scanf("%d", &k) == 1 && k != 0) {
		for (int i = 0; i < k; i++)
			scanf("%d", &s[i]);
		int m;
		scanf("%d", &m);
		while (m--) {
			int l, total = 0;
			scanf("%d", &l);
			for (int i = 0; i < l; i++) {
				scanf("%d", &h[i]);
				total ^= grundy(h[i]);
			}
			if (total == 0) {
				puts("lose");
				continue;
			}
			int done = 0;
			for (int i = 0; i < l && !done; i++) {
				int want = grundy(h[i]) ^ total;
				for (int j = 0; j < k && !done; j++)
					if (s[j] <= h[i] && grundy(h[i] - s[j]) == want) {
						printf("%d %d\n", i + 1, s[j]);
						done = 1;
					}
			}
		}
	}
	return 0;
}
