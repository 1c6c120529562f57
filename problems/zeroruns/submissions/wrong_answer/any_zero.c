/* The first player wins whenever there is a zero to delete. */
#include <stdio.h>

int main(void)
{
	int t, c;
	if (scanf("%d", &t) != 1)
		return 0;
	c = getchar();
	while (t-- > 0) {
		while (c != '0' && c != '1' && c != EOF)
			c = getchar();
		long run = 0, x = 0;
		for (; c == '0' || c == '1'; c = getchar()) {
			if (c == '0') {
				run++;
			} else {
				x ^= run;
				run = 0;
			}
		}
		puts((x | run) ? "First" : "Second");
	}
	return 0;
}
