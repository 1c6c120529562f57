/*
 * Always changes the largest heap to a ^ s. The largest heap need not hold the highest bit of s; then
 * a ^ s > a and the "move" grows the heap: it adds stones, which Nim never allows.
 */
#include <stdio.h>

static long long a[100000];

int main(void)
{
	int t;
	scanf("%d", &t);
	while (t--) {
		int n, big = 0;
		scanf("%d", &n);
		long long s = 0;
		for (int i = 0; i < n; i++) {
			scanf("%lld", &a[i]);
			s ^= a[i];
			if (a[i] > a[big])
				big = i;
		}
		if (s == 0)
			puts("lose");
		else
			printf("%d %lld\n", big + 1, a[big] ^ s);
	}
	return 0;
}
