/* Wrong: assumes Tom's piece is always left of Jerry's and uses J - T - 1, negative when it is not. */
#include <stdio.h>

int main(void)
{
	int n, m, t, j;
	while (scanf("%d %d", &n, &m) == 2) {
		int x = 0;
		for (int i = 0; i < n; i++) {
			scanf("%d %d", &t, &j);
			x ^= j - t - 1;
		}
		puts(x ? "I WIN!" : "BAD LUCK!");
	}
	return 0;
}
