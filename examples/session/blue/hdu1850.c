/* Wrong: (X ^ a) <= a also counts every pile when X is 0, where no move wins. */
#include <stdio.h>

int main(void)
{
	int m, a[105];
	while (scanf("%d", &m) == 1 && m != 0) {
		int x = 0, count = 0;
		for (int i = 0; i < m; i++) {
			scanf("%d", &a[i]);
			x ^= a[i];
		}
		for (int i = 0; i < m; i++)
			if ((x ^ a[i]) <= a[i])
				count++;
		printf("%d\n", count);
	}
	return 0;
}
