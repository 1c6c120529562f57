/* Wrong: the xor and the count are set to 0 once, not at the start of every case. */
#include <stdio.h>

int main(void)
{
	int m, a[105];
	int x = 0, count = 0;
	while (scanf("%d", &m) == 1 && m != 0) {
		for (int i = 0; i < m; i++) {
			scanf("%d", &a[i]);
			x ^= a[i];
		}
		for (int i = 0; i < m; i++)
			if ((x ^ a[i]) < a[i])
				count++;
		printf("%d\n", count);
	}
	return 0;
}
