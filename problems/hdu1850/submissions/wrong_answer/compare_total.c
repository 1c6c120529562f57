/* Wrong: counts the piles larger than the total xor X instead of those with X ^ a < a. */
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
			if (x != 0 && a[i] > x)
				count++;
		printf("%d\n", count);
	}
	return 0;
}
