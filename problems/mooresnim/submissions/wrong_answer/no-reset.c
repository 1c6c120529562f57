/* Mistake: the column counts are global and never cleared between cases. */
#include <stdio.h>

static int count[60];

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n, k;
		scanf("%d %d", &n, &k);
		for (int i = 0; i < n; i++) {
			unsigned long long a;
			scanf("%llu", &a);
			for (int b = 0; b < 60; b++)
				count[b] += (int)(a >> b & 1);
		}
		int lost = 1;
		for (int b = 0; b < 60; b++)
			if (count[b] % (k + 1))
				lost = 0;
		puts(lost ? "Second" : "First");
	}
	return 0;
}
