/*
 * Prints how many stones are taken, a - (a ^ s), instead of the size the heap is left with: when the
 * winning move empties the heap (a single heap, say) that is the heap's own size, "take zero stones";
 * otherwise a legal move that rarely wins.
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
				printf("%d %llu\n", i + 1, a[i] - (a[i] ^ s));
				break;
			}
	}
	return 0;
}
