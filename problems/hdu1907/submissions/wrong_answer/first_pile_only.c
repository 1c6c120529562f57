/* Wrong: decides "all piles are ones" from the first pile alone. */
#include <stdio.h>

int main(void)
{
	int t, n, a, first = 0;
	scanf("%d", &t);
	while (t--) {
		int x = 0;
		scanf("%d", &n);
		for (int i = 0; i < n; i++) {
			scanf("%d", &a);
			if (i == 0)
				first = a;
			x ^= a;
		}
		int john = first == 1 ? n % 2 == 0 : x != 0;
		puts(john ? "John" : "Brother");
	}
	return 0;
}
