/* Mistake: reads heaps with %d into an int, as if they were small. */
#include <stdio.h>

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n, k;
		scanf("%d %d", &n, &k);
		int count[32] = {0};
		for (int i = 0; i < n; i++) {
			int a;
			scanf("%d", &a);
			for (int b = 0; b < 31; b++)
				count[b] += (a >> b) & 1;
		}
		int lost = 1;
		for (int b = 0; b < 31; b++)
			if (count[b] % (k + 1))
				lost = 0;
		puts(lost ? "Second" : "First");
	}
	return 0;
}
