/*
 * The documents' rule "a heap larger than the xor of the other heaps" misread as "larger than the
 * xor of all heaps": a single heap is never larger than itself, so "lose" comes out for a won game.
 */
#include <stdio.h>

static long long a[100000];

int main(void)
{
	int t;
	scanf("%d", &t);
	while (t--) {
		int n, pick = -1;
		scanf("%d", &n);
		long long s = 0;
		for (int i = 0; i < n; i++) {
			scanf("%lld", &a[i]);
			s ^= a[i];
		}
		for (int i = 0; i < n && s != 0 && pick < 0; i++)
			if (a[i] > s)
				pick = i;
		if (pick < 0)
			puts("lose");
		else
			printf("%d %lld\n", pick + 1, a[pick] ^ s);
	}
	return 0;
}
