/* Looks at the last value only, as if earlier units could always be passed on to it. */
#include <stdio.h>

int main(void)
{
	int t, n;
	long a = 0;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d", &n) == 1) {
		for (int i = 0; i < n; i++)
			scanf("%ld", &a);
		puts(a % 2 ? "First" : "Second");
	}
	return 0;
}
