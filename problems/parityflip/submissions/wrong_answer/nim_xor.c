/* Plays it as Nim on the values. */
#include <stdio.h>

int main(void)
{
	int t, n;
	long a;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
		long x = 0;
		for (int i = 0; i < n; i++) {
			scanf("%ld", &a);
			x ^= a;
		}
		puts(x ? "First" : "Second");
	}
	return 0;
}
