/* Decides by the parity of the sum: two odd values cancel, though either is a winning move. */
#include <stdio.h>

int main(void)
{
	int t, n;
	long a;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
		long s = 0;
		for (int i = 0; i < n; i++) {
			scanf("%ld", &a);
			s += a;
		}
		puts(s % 2 ? "First" : "Second");
	}
	return 0;
}
