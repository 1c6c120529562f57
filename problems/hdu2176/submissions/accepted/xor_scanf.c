/* Xor of all heaps with scanf/printf; a heap a is a winning move when (a ^ s) < a, listed in input order. */
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
				printf("%d %d\n", a[i], a[i] ^ s);
	}
	return 0;
}
