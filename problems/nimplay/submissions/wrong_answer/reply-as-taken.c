/*
 * Misreads the judge's reply "j z" as "z stones taken from heap j" (it is heap j left with z
 * stones). Its heaps drift from the real ones; its next move is computed on the wrong position and
 * is illegal or loses.
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
		unsigned long long s = 0, z;
		for (int i = 1; i <= n; i++)
			s ^= a[i];
		int i = 1;
		while (i < n && (a[i] ^ s) >= a[i])
			i++;
		a[i] ^= s;
		printf("%d %llu\n", i, a[i]);
		fflush(stdout);
		char word[32];
		int j;
		if (scanf("%31s", word) != 1 || word[0] == 'w')
			return 0;
		sscanf(word, "%d", &j);
		scanf("%llu", &z);
		a[j] -= z;
	}
}
