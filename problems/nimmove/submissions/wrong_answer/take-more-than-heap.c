/*
 * Takes s, the xor of all heaps, from the winning heap instead of a - (a ^ s). That is right only when
 * every bit of s is set in a; when s is larger than the heap it takes more stones than there are.
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
				printf("%d %llu\n", i + 1, s);
				break;
			}
	}
	return 0;
}
