/* Misere Nim on the row lengths: with only rows of 1 the first player wants an even count, otherwise a non-zero XOR. */
#include <stdio.h>

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		int x = 0, ones = 0;
		for (int i = 0; i < n; i++) {
			int a;
			scanf("%d", &a);
			x ^= a;
			ones += a == 1;
		}
		if (ones == n)
			puts(n % 2 == 0 ? "Yes" : "No");
		else
			puts(x ? "Yes" : "No");
	}
	return 0;
}
