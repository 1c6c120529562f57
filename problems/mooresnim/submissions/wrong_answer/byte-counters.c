/* Mistake: counts each column in an unsigned char, which wraps past 255 heaps (n reaches 1000). */
#include <stdio.h>

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n, k;
		scanf("%d %d", &n, &k);
		unsigned char count[60] = {0};
		for (int i = 0; i < n; i++) {
			unsigned long long a;
			scanf("%llu", &a);
			for (int b = 0; b < 60; b++)
				count[b] = (unsigned char)(count[b] + (a >> b & 1));
		}
		int lost = 1;
		for (int b = 0; b < 60; b++)
			if (count[b] % (k + 1))
				lost = 0;
		puts(lost ? "Second" : "First");
	}
	return 0;
}
