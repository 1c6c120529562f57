/* Correct but slow: Kayles values by mex up to the largest n, O(n^2), far too slow for n = 10^6. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
	static int ns[100001];
	int count = 0, maxn = 0, n;
	while (scanf("%d", &n) == 1 && n) {
		ns[count++] = n;
		if (n > maxn)
			maxn = n;
	}
	int *g = calloc(maxn + 1, sizeof *g);
	char seen[64];
	for (int len = 1; len <= maxn; len++) {
		memset(seen, 0, sizeof seen);
		for (int take = 1; take <= 2 && take <= len; take++)
			for (int left = 0; left + take <= len; left++)
				seen[(g[left] ^ g[len - take - left]) & 63] = 1;
		int m = 0;
		while (seen[m])
			m++;
		g[len] = m;
	}
	for (int i = 0; i < count; i++) {
		int a = ns[i];
		puts(g[a - 1] == 0 || (a >= 2 && g[a - 2] == 0) ? "Alice" : "Bob");
	}
	free(g);
	return 0;
}
