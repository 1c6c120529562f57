/* Wrong: in the all-ones case John is said to win with an odd number of piles (the parity is flipped). */
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
		int john = ones == n ? n % 2 == 1 : x != 0;
		puts(john ? "John" : "Brother");
	}
	return 0;
}
