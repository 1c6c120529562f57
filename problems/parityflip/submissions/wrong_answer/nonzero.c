/* The first player wins whenever he can move at all. */
#include <stdio.h>

int main(void)
{
	int t, n;
	long a;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
		int any = 0;
		for (int i = 0; i < n; i++) {
			scanf("%ld", &a);
			any |= a != 0;
		}
		puts(any ? "First" : "Second");
	}
	return 0;
}
