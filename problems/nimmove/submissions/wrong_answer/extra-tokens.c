/*
 * Runs the case loop T + 1 times (<= for <). The extra round's scanf calls fail and leave n and the
 * heaps as they were, so the last case's answer is printed a second time.
 */
#include <stdio.h>

static unsigned long long a[100000];

int main(void)
{
	int t, n = 0;
	scanf("%d", &t);
	for (int k = 0; k <= t; k++) {
		scanf("%d", &n);
		unsigned long long s = 0;
		for (int i = 0; i < n; i++) {
			scanf("%llu", &a[i]);
			s ^= a[i];
		}
		if (s == 0) {
			puts("lose");
			continue;
		}
		for (int i = 0; i < n; i++)
			if ((a[i] ^ s) < a[i]) {
				printf("%d %llu\n", i + 1, a[i] ^ s);
				break;
			}
	}
	return 0;
}
