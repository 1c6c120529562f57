/* Accepted: xor of the gaps |T - J| - 1 over the rows; Tom wins when it is nonzero. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	int n, m, t, j;
	while (scanf("%d %d", &n, &m) == 2) {
		int x = 0;
		for (int i = 0; i < n; i++) {
			scanf("%d %d", &t, &j);
			x ^= abs(t - j) - 1;
		}
		puts(x ? "I WIN!" : "BAD LUCK!");
	}
	return 0;
}
