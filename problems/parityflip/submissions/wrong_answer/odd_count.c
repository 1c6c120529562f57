/* Counts the odd values and wants an odd count. */
#include <stdio.h>

int main(void)
{
	int t, n;
	long a;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
		int count = 0;
		for (int i = 0; i < n; i++) {
			scanf("%ld", &a);
			count += (int)(a & 1);
		}
		puts(count % 2 ? "First" : "Second");
	}
	return 0;
}
