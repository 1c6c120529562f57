/* Multi-case slip: the xor is declared once outside the loop and never reset between cases. */
#include <stdio.h>

static int a[200000];

int main(void)
{
	int m, s = 0;
	while (scanf("%d", &m) == 1 && m) {
		for (int i = 0; i < m; i++) {
			scanf("%d", &a[i]);
			s ^= a[i];
		}
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
