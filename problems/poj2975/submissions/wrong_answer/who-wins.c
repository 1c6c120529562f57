/* Mistake: prints 1 when the first player wins and 0 otherwise instead of counting the winning moves. */
#include <stdio.h>

int main(void)
{
	int n, x;
	while (scanf("%d", &n) == 1 && n != 0) {
		int s = 0;
		for (int i = 0; i < n; i++) {
			scanf("%d", &x);
			s ^= x;
		}
		printf("%d\n", s != 0);
	}
	return 0;
}
