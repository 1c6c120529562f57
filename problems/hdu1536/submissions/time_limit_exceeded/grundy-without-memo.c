/* Grundy values by plain recursion with no memo: exponential in the heap size. */
#include <stdio.h>

static int s[100], k;

static int grundy(int h)
{
	char seen[102] = {0};
	for (int i = 0; i < k; i++)
		if (s[i] <= h)
			seen[grundy(h - s[i])] = 1;
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
			int l, x = 0, h;
			scanf("%d", &l);
			while (l--) {
				scanf("%d", &h);
				x ^= grundy(h);
			}
			putchar(x ? 'W' : 'L');
		}
		putchar('\n');
	}
	return 0;
}
