/* Accepted: all piles of one stone -> John wins iff their number is even; otherwise iff the xor is nonzero. */
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
			if (a == 1)
				ones++;
		}
		if ((x != 0 && ones < n) || (x == 0 && ones == n))
			puts("John");
		else
			puts("Brother");
	}
	return 0;
}
