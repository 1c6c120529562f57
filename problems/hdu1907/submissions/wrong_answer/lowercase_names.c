/* Wrong: output slip, prints "john" and "brother" in lower case. */
#include <stdio.h>

int main(void)
{
	int t, n, a;
	scanf("%d", &t);
	while (t--) {
		int x = 0, big = 0;
		scanf("%d", &n);
		for (int i = 0; i < n; i++) {
			scanf("%d", &a);
			x ^= a;
			big |= a > 1;
		}
		int john = big ? x != 0 : n % 2 == 0;
		puts(john ? "john" : "brother");
	}
	return 0;
}
