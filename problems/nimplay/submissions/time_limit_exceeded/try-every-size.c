/*
 * Finds a winning move by trying every new size of every heap, from a - 1 down, until the xor
 * would be 0: right, but the number of tries is the number of stones the move takes, up to 10^18.
 */
#include <stdio.h>

int main(void)
{
	int n;
	unsigned long long a[1001], s = 0;
	scanf("%d", &n);
	for (int i = 1; i <= n; i++) {
		scanf("%llu", &a[i]);
		s ^= a[i];
	}
	for (;;) {
		int i = 0;
		unsigned long long y = 0;
		for (int k = 1; k <= n && !i; k++)
			for (unsigned long long t = a[k]; t-- > 0;)
				if ((s ^ a[k] ^ t) == 0) {
					i = k, y = t;
					break;
				}
		a[i] = y;
		printf("%d %llu\n", i, y);
		fflush(stdout);
		char word[32];
		int j;
		if (scanf("%31s", word) != 1 || word[0] == 'w')
			return 0;
		sscanf(word, "%d", &j);
		unsigned long long z;
		scanf("%llu", &z);
		s = a[j] ^ z;
		a[j] = z;
	}
}
