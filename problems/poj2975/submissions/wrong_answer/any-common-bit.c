/* Mistake: counts piles sharing any set bit with S instead of S's highest bit. */
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
		for (int i = 0; i < n; i++)
			if (a[i] & s)
				count++;
		printf("%d\n", count);
	}
	return 0;
}
