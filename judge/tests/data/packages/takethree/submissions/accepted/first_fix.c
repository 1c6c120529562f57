/* The first heap whose value can be set right wins. */
#include <stdio.h>

int main(void)
{
	int n;
	long h[32], x = 0;
	if (scanf("%d", &n) != 1)
		return 1;
	for (int i = 0; i < n; i++)
		scanf("%ld", &h[i]), x ^= h[i] % 4;
	for (int i = 0; x && i < n; i++) {
		long want = x ^ (h[i] % 4), k = h[i] % 4 - want;
		if (k >= 1 && k <= 3) {
			printf("%d %ld\n", i + 1, k);
			return 0;
		}
	}
	puts("lose");
	return 0;
}
