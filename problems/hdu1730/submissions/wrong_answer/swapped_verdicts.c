/* Wrong: the two messages are swapped (prints I WIN! when the xor is zero). */
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
		puts(x ? "BAD LUCK!" : "I WIN!");
	}
	return 0;
}
