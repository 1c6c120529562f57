/* Mistake: counts piles holding the lowest set bit of S (s & -s) instead of the highest. */
#include <stdio.h>

static int a[1000];

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1 && n != 0) {
		int s = 0, count = 0;
		for (int i = 0; i < n; i++) {
			scanf("%d", &a[i]);
			s ^= a[i];
		}
		int low = s & -s;
		for (int i = 0; i < n; i++)
			if (a[i] & low)
				count++;
		printf("%d\n", count);
	}
	return 0;
}
