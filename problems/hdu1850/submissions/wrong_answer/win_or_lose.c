/* Wrong: prints 1 for a winning position and 0 otherwise, not the number of winning moves. */
#include <stdio.h>

int main(void)
{
	int m, a;
	while (scanf("%d", &m) == 1 && m != 0) {
		int x = 0;
		for (int i = 0; i < m; i++) {
			scanf("%d", &a);
			x ^= a;
		}
		printf("%d\n", x != 0);
	}
	return 0;
}
