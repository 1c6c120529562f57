/* Stops reading a case at its first odd value, so the rest of it is read as the next cases. */
#include <stdio.h>

int main(void)
{
	int t, n;
	long a;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
		int odd = 0;
		for (int i = 0; i < n && !odd; i++) {
			scanf("%ld", &a);
			odd = (int)(a & 1);
		}
		puts(odd ? "First" : "Second");
	}
	return 0;
}
