/*
 * Plays perfectly but never flushes: its move stays in stdout's buffer (a pipe is fully buffered),
 * the judge waits for it, and it waits for the judge's reply. Neither moves until the wall-time
 * limit ends the run.
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
		int i = 1;
		while ((a[i] ^ s) >= a[i])
			i++;
		a[i] ^= s;
		printf("%d %llu\n", i, a[i]);
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
