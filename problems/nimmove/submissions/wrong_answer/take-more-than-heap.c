/*
 * Works out the new size as a - s, taking s, the xor of all heaps, instead of cutting the heap to a ^ s.
 * That is right only when every bit of s is set in a; when s is larger than the heap the new size is
 * negative: it takes more stones than there are.
 */
#include <stdio.h>

static long long a[100000];

int main(void)
{
	int t;
	scanf("%d", &t);
	while (t--) {
		int n;
		scanf("%d", &n);
		long long s = 0;
		for (int i = 0; i < n; i++) {
			scanf("%lld", &a[i]);
			s ^= a[i];
		}
		if (s == 0) {
			puts("lose");
			continue;
		}
		for (int i = 0; i < n; i++)
			if ((a[i] ^ s) < a[i]) {
				printf("%d %lld\n", i + 1, a[i] - s);
				break;
			}
	}
	return 0;
}
