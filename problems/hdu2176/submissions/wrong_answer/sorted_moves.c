/* Order slip: lists the winning moves by heap size instead of in input order. */
#include <stdio.h>
#include <stdlib.h>

static int a[200000];

static int cmp(const void *x, const void *y)
{
	int p = *(const int *)x, q = *(const int *)y;
	return (p > q) - (p < q);
}

int main(void)
{
	int m;
	while (scanf("%d", &m) == 1 && m) {
		int s = 0;
		for (int i = 0; i < m; i++) {
			scanf("%d", &a[i]);
			s ^= a[i];
		}
		if (!s) {
			puts("No");
			continue;
		}
		puts("Yes");
		qsort(a, (size_t)m, sizeof a[0], cmp);
		for (int i = 0; i < m; i++)
			if ((a[i] ^ s) < a[i])
				printf("%d %d\n", a[i], a[i] ^ s);
	}
	return 0;
}
