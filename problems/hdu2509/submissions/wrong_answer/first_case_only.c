/* Answers the first case and stops (reads one case instead of reading to the end of input). */
#include <stdio.h>

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		int x = 0, big = 0;
		for (int i = 0; i < n; i++) {
			int a;
			scanf("%d", &a);
			x ^= a;
			if (a > 1)
				big = 1;
		}
		int first = big ? x != 0 : x == 0;
		puts(first ? "Yes" : "No");
		break;
	}
	return 0;
}
