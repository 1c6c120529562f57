/* Mistake: plays it as ordinary Nim, XOR of the heaps, ignoring k. */
#include <stdio.h>

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n, k;
		scanf("%d %d", &n, &k);
		unsigned long long x = 0;
		for (int i = 0; i < n; i++) {
			unsigned long long a;
			scanf("%llu", &a);
			x ^= a;
		}
		puts(x ? "First" : "Second");
	}
	return 0;
}
