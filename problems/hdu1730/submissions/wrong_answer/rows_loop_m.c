/* Wrong: the row loop runs to m (the width) instead of n (the number of rows). */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	int n, m, t, j;
	while (scanf("%d %d", &n, &m) == 2) {
		int x = 0;
		for (int i = 0; i < m; i++) {
			if (scanf("%d %d", &t, &j) != 2)
				break;
			x ^= abs(t - j) - 1;
		}
		puts(x ? "I WIN!" : "BAD LUCK!");
	}
	return 0;
}
