/* Mistake: counts the piles larger than S (as if any pile above S could be cut down to win). */
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
		if (s != 0)
			for (int i = 0; i < n; i++)
				if (a[i] > s)
					count++;
		printf("%d\n", count);
	}
	return 0;
}
