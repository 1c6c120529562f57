/* Too slow: tries every move (pile, new size) one by one; up to 10^8 moves per case, 1000 cases. */
#include <stdio.h>

int main(void)
{
	int m, a[105];
	while (scanf("%d", &m) == 1 && m != 0) {
		int x = 0;
		long count = 0;
		for (int i = 0; i < m; i++) {
			scanf("%d", &a[i]);
			x ^= a[i];
		}
		for (int i = 0; i < m; i++) {
			int rest = x ^ a[i]; /* xor of the other piles */
			for (volatile int b = 0; b < a[i]; b++)
				if ((rest ^ b) == 0)
					count++;
		}
		printf("%ld\n", count);
	}
	return 0;
}
