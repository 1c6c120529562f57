/* Output slip: prints how many stones are taken (a - (a ^ s)) instead of what is left. */
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
		for (int i = 0; i < m; i++)
			if ((a[i] ^ s) < a[i])
				printf("%d %d\n", a[i], a[i] - (a[i] ^ s));
	}
	return 0;
}
