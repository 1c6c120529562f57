/* Lists each winning heap size once, dropping repeats of equal heaps (each heap is its own move). */
#include <stdio.h>

static int a[200000];

int main(void)
{
	int m;
	while (scanf("%d", &m) == 1 && m) {
		int s = 0;
		for (int i = 0; i < m; i++) {
			scanf("%d", &a[i]);
			s ^= a[i];
		}
		if (!s) {
			puts("No");
			continue;
		}
		puts("Yes");
		for (int i = 0; i < m; i++) {
			int seen = 0;
			for (int j = 0; j < i && !seen; j++)
				seen = a[j] == a[i];
			if (!seen && (a[i] ^ s) < a[i])
				printf("%d %d\n", a[i], a[i] ^ s);
		}
	}
	return 0;
}
