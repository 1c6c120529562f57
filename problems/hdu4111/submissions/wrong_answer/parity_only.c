/* Ignores the special role of 1s: decides by the parity of sum + N - 1 alone. */
#include <stdio.h>

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	for (int c = 1; c <= t; c++) {
		int n, sum = 0;
		scanf("%d", &n);
		for (int i = 0; i < n; i++) {
			int x;
			scanf("%d", &x);
			sum += x;
		}
		printf("Case #%d: %s\n", c, (sum + n - 1) % 2 ? "Alice" : "Bob");
	}
	return 0;
}
