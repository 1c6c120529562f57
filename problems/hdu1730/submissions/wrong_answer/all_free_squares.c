/* Wrong: takes as Tom's pile every square his piece can reach, the squares behind it included. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	int n, m, t, j;
	while (scanf("%d %d", &n, &m) == 2) {
		int x = 0;
		for (int i = 0; i < n; i++) {
			scanf("%d %d", &t, &j);
			x ^= t < j ? j - 2 : m - j - 1;
		}
		puts(x ? "I WIN!" : "BAD LUCK!");
	}
	return 0;
}
