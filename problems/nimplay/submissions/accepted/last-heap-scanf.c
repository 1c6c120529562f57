/*
 * Bouton's move on the last heap that has one, with the xor recomputed from all heaps on every
 * turn; scanf and printf, fflush after each move.
 */
#include <stdio.h>

int main(void)
{
	int n;
	long long a[1001];
	scanf("%d", &n);
	for (int i = 1; i <= n; i++)
		scanf("%lld", &a[i]);
	for (;;) {
		long long s = 0;
		for (int i = 1; i <= n; i++)
			s ^= a[i];
		int i = n;
		while ((a[i] ^ s) >= a[i])
			i--;
		a[i] ^= s;
		printf("%d %lld\n", i, a[i]);
		fflush(stdout);
		char word[32];
		int j;
		if (scanf("%31s", word) != 1 || word[0] == 'w')
			return 0;
		sscanf(word, "%d", &j);
		scanf("%lld", &a[j]);
	}
}
