/* Never resets the XOR between cases (multi-case slip). */
#include <stdio.h>

int main(void)
{
	int n;
	int x = 0;
	while (scanf("%d", &n) == 1) {
		int big = 0;
		for (int i = 0; i < n; i++) {
			int a;
			scanf("%d", &a);
			x ^= a;
			if (a > 1)
				big = 1;
		}
		int first = big ? x != 0 : x == 0;
		puts(first ? "Yes" : "No");
	}
	return 0;
}
