/*
 * Keeps the heaps 0-based and prints its own moves as i + 1, but applies the judge's reply "j z"
 * to a[j] instead of a[j - 1]: the judge's move lands on the wrong heap, and its next move is
 * computed on a position that is not the real one.
 */
#include <stdio.h>

int main(void)
{
	int n;
	unsigned long long a[1002] = { 0 };
	scanf("%d", &n);
	for (int i = 0; i < n; i++)
		scanf("%llu", &a[i]);
	for (;;) {
		unsigned long long s = 0;
		for (int i = 0; i < n; i++)
			s ^= a[i];
		int i = 0;
		while (i + 1 < n && (a[i] ^ s) >= a[i])
			i++;
		a[i] ^= s;
		printf("%d %llu\n", i + 1, a[i]);
		fflush(stdout);
		char word[32];
		int j;
		if (scanf("%31s", word) != 1 || word[0] == 'w')
			return 0;
		sscanf(word, "%d", &j);
		scanf("%llu", &a[j]);
	}
}
