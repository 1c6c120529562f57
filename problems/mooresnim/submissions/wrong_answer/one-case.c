/* Mistake: reads T but then solves only the first case. */
#include <stdio.h>

int main(void)
{
	int t, n, k;
	if (scanf("%d %d %d", &t, &n, &k) != 3)
		return 0;
	int count[60] = {0};
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
	return 0;
}
