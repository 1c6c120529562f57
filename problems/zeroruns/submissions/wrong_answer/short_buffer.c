/* Reads each string into a buffer of 100000: a longer string is cut, its rest read as the next one. */
#include <stdio.h>

static char s[100001];

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%100000s", s) == 1) {
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
