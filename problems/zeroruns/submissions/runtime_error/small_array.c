/* Sizes the string for 10^5 characters: a longer one is written past the end of the array. */
#include <stdio.h>

int main(void)
{
	int t;
	char s[100001];
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%s", s) == 1) {
		long run = 0, x = 0;
		for (char *p = s; *p; p++) {
			if (*p == '0') {
				run++;
			} else {
				x ^= run;
				run = 0;
			}
		}
		puts((x ^ run) ? "First" : "Second");
	}
	return 0;
}
