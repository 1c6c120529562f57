/* Correct but O(m^2): recomputes the xor of the other heaps for every heap; hopeless at m = 200000. */
#include <stdio.h>

static int a[200000];

int main(void)
{
	int m;
	while (scanf("%d", &m) == 1 && m) {
		for (int i = 0; i < m; i++)
			scanf("%d", &a[i]);
		int any = 0;
		for (int i = 0; i < m; i++) {
			int rest = 0;
			for (int j = 0; j < m; j++)
				if (j != i)
					rest ^= a[j];
			if (rest < a[i]) {
				if (!any)
					puts("Yes");
				any = 1;
				printf("%d %d\n", a[i], rest);
			}
		}
		if (!any)
			puts("No");
	}
	return 0;
}
