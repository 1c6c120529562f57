/* Mistake: reads heaps as double, so heaps above 2^53 lose their low bits. */
#include <stdio.h>

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n, k;
		scanf("%d %d", &n, &k);
		int count[64] = {0};
		for (int i = 0; i < n; i++) {
			double d;
			scanf("%lf", &d);
			unsigned long long a = (unsigned long long)d;
			for (int b = 0; b < 64; b++)
				count[b] += (int)(a >> b & 1);
		}
		int lost = 1;
		for (int b = 0; b < 64; b++)
			if (count[b] % (k + 1))
				lost = 0;
		puts(lost ? "Second" : "First");
	}
	return 0;
}
