/* Plays it as misere Nim, as if deleting the last zero lost. */
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
		long run = 0, x = 0, big = 0, any = 0;
		for (; c == '0' || c == '1'; c = getchar()) {
			if (c == '0') {
				run++;
				any = 1;
				big |= run > 1;
			} else {
				x ^= run;
				run = 0;
			}
		}
		x ^= run;
		if (any && !big)
			x = !(x & 1);
		puts(x ? "First" : "Second");
	}
	return 0;
}
