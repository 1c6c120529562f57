/* Never says "lose": in a lost position it stalls by taking one stone from the first non-empty heap. */
#include <stdio.h>

static unsigned long long a[100000];

int main(void)
{
	int t;
	scanf("%d", &t);
	while (t--) {
		int n, first = -1;
		scanf("%d", &n);
		unsigned long long s = 0;
		for (int i = 0; i < n; i++) {
			scanf("%llu", &a[i]);
			s ^= a[i];
			if (first < 0 && a[i] > 0)
				first = i;
		}
		if (first < 0) {
			puts("lose"); /* no move at all */
		} else if (s == 0) {
			printf("%d %llu\n", first + 1, a[first] - 1);
		} else {
			for (int i = 0; i < n; i++)
				if ((a[i] ^ s) < a[i]) {
					printf("%d %llu\n", i + 1, a[i] ^ s);
					break;
				}
		}
	}
	return 0;
}
