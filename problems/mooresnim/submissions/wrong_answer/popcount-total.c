/* Mistake: adds up all set bits of all heaps and tests that one total modulo k + 1, not each column. */
#include <stdio.h>

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n, k;
		scanf("%d %d", &n, &k);
		long long total = 0;
		for (int i = 0; i < n; i++) {
			unsigned long long a;
			scanf("%llu", &a);
			for (; a; a >>= 1)
				total += (long long)(a & 1);
		}
		puts(total % (k + 1) ? "First" : "Second");
	}
	return 0;
}
