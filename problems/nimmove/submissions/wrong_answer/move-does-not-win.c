/*
 * Heaps read as 64-bit numbers, but the xor is kept in a 32-bit unsigned: for heaps beyond 2^32 the
 * high bits of s are lost, and the heap is cut to a ^ s with the low bits only: legal, but not winning.
 */
#include <stdio.h>

static unsigned long long a[100000];

int main(void)
{
	int t;
	scanf("%d", &t);
	while (t--) {
		int n;
		scanf("%d", &n);
		unsigned s = 0;
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
