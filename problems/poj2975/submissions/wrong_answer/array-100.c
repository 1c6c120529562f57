/* Mistake: sized for n <= 100 (as in HDU 1850); piles past the 100th overwrite a slot in a ring and are lost from the count. */
#include <stdio.h>

static int a[100];

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1 && n != 0) {
		int s = 0, count = 0;
		for (int i = 0; i < n; i++) {
			scanf("%d", &a[i % 100]);
			s ^= a[i % 100];
		}
		for (int i = 0; i < n && i < 100; i++)
			if ((s ^ a[i]) < a[i])
				count++;
		printf("%d\n", count);
	}
	return 0;
}
