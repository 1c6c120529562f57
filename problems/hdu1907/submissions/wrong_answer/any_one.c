/* Wrong: applies the all-ones rule as soon as some pile holds one stone, not when all of them do. */
#include <stdio.h>

int main(void)
{
	int t, n, a;
	scanf("%d", &t);
	while (t--) {
		int x = 0, ones = 0;
		scanf("%d", &n);
		for (int i = 0; i < n; i++) {
			scanf("%d", &a);
			x ^= a;
			ones += a == 1;
		}
		int john = ones > 0 ? x == 0 : x != 0;
		puts(john ? "John" : "Brother");
	}
	return 0;
}
