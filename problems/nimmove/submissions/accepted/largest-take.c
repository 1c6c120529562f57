/*
 * The documents' form: a heap wins when it is larger than the xor of the OTHER heaps (prefix and
 * suffix xors give each in O(1)), and is cut down to that xor; among the winning heaps this one
 * takes the most stones.
 */
#include <stdio.h>

static long long a[100000], pre[100001], suf[100001];

int main(void)
{
	int t;
	scanf("%d", &t);
	while (t--) {
		int n;
		scanf("%d", &n);
		for (int i = 0; i < n; i++)
			scanf("%lld", &a[i]);
		pre[0] = suf[n] = 0;
		for (int i = 0; i < n; i++)
			pre[i + 1] = pre[i] ^ a[i];
		for (int i = n - 1; i >= 0; i--)
			suf[i] = suf[i + 1] ^ a[i];
		int best = -1;
		long long best_take = 0, best_left = 0;
		for (int i = 0; i < n; i++) {
			long long rest = pre[i] ^ suf[i + 1];
			if (rest < a[i] && a[i] - rest > best_take) {
				best = i;
				best_take = a[i] - rest;
				best_left = rest;
			}
		}
		if (best < 0)
			puts("lose");
		else
			printf("%d %lld\n", best + 1, best_left);
	}
	return 0;
}
