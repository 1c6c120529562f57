/* Wrong: decides by the parity of the total gap (sum instead of xor). */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	int n, m, t, j;
	while (scanf("%d %d", &n, &m) == 2) {
		int sum = 0;
		for (int i = 0; i < n; i++) {
			scanf("%d %d", &t, &j);
			sum += abs(t - j) - 1;
		}
		puts(sum % 2 ? "I WIN!" : "BAD LUCK!");
	}
	return 0;
}
