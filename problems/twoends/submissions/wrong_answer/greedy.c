/* Wrong: plays greedily, the first player always drops the smaller end and the second the larger end. */
#include <stdio.h>

static int a[1000002];

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		for (int i = 0; i < n; i++)
			scanf("%d", &a[i]);
		int l = 0, r = n - 1, first = 1;
		while (l < r) {
			int drop_left = first ? a[l] <= a[r] : a[l] >= a[r];
			if (drop_left)
				l++;
			else
				r--;
			first = !first;
		}
		printf("%d\n", a[l]);
	}
	return 0;
}
