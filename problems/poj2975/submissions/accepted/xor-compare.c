/* S = XOR of all piles; a pile a admits a winning move exactly when (S ^ a) < a. scanf input. */
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
			if ((s ^ a[i]) < a[i])
				count++;
		printf("%d\n", count);
	}
	return 0;
}
