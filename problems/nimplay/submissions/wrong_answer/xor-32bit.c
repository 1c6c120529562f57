/*
 * Bouton's move, but the xor is kept in an unsigned int: above bit 31 it is lost. Right while the
 * heaps' high bits cancel (the tests that start so, and the judge's first, quiet moves keep it so);
 * the first judge move that changes a high bit leaves a true xor this player does not see, and its
 * reply is a legal move that loses (or, when the low 32 bits xor to 0, it takes one stone).
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
		unsigned int s = 0;
		for (int i = 1; i <= n; i++)
			s ^= (unsigned int)a[i];
		int i = 1;
		while (i <= n && (s == 0 ? a[i] == 0 : (a[i] ^ s) >= a[i]))
			i++;
		a[i] = s == 0 ? a[i] - 1 : a[i] ^ s;
		printf("%d %llu\n", i, a[i]);
		fflush(stdout);
		char word[32];
		int j;
		if (scanf("%31s", word) != 1 || word[0] == 'w')
			return 0;
		sscanf(word, "%d", &j);
		scanf("%llu", &a[j]);
	}
}
