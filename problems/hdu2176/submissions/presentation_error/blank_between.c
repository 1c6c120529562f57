/* Layout slip: a blank line between cases; the tokens are right, so the checker says PE. */
#include <stdio.h>

static int a[200000];

int main(void)
{
	int m, first = 1;
	while (scanf("%d", &m) == 1 && m) {
		int s = 0;
		for (int i = 0; i < m; i++) {
			scanf("%d", &a[i]);
			s ^= a[i];
		}
		if (!first)
			putchar('\n');
		first = 0;
		if (!s) {
			puts("No");
			continue;
		}
		puts("Yes");
		for (int i = 0; i < m; i++)
			if ((a[i] ^ s) < a[i])
				printf("%d %d\n", a[i], a[i] ^ s);
	}
	return 0;
}
