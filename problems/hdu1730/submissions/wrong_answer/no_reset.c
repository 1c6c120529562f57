/* Wrong: the xor is cleared once before the loop, not for every case. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	int n, m, t, j, x = 0;
	while (scanf("%d %d", &n, &m) == 2) {
		for (int i = 0; i < n; i++) {
			scanf("%d %d", &t, &j);
			x ^= abs(t - j) - 1;
		}
		puts(x ? "I WIN!" : "BAD LUCK!");
	}
	return 0;
}
