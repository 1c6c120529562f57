/* Mistake: reads cases until end of file, so the terminating 0 becomes an extra case answered "0". */
#include <stdio.h>

static int a[1000];

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		int s = 0, count = 0;
		for (int i = 0; i < n; i++) {
			scanf("%d", &a[i]);
			s ^= a[i];
		}
		for (int i = 0; i < n; i++)
			if ((s ^ a[i]) < a[i])
				count++;
		printf("%d\n", count);
	}
	return 0;
}
