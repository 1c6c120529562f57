/*
 * A mirror player: the first move is Bouton's; after that it copies the judge's move, cutting a
 * twin heap (one that had the same size) to the judge's new size. That is right while the judge
 * plays on paired heaps; when the judge moves on a heap with no twin it still copies, taking the
 * same number of stones from the largest other heap (or emptying it), which loses.
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
	int i = 1;
	while ((a[i] ^ s) >= a[i])
		i++;
	a[i] ^= s;
	printf("%d %llu\n", i, a[i]);
	fflush(stdout);
	for (;;) {
		char word[32];
		int j;
		unsigned long long z;
		if (scanf("%31s", word) != 1 || word[0] == 'w')
			return 0;
		sscanf(word, "%d", &j);
		scanf("%llu", &z);
		unsigned long long taken = a[j] - z;
		int k = 0;
		for (int t = 1; t <= n && !k; t++)
			if (t != j && a[t] == a[j])
				k = t;
		a[j] = z;
		if (k) {
			a[k] = z;
		} else {
			for (int t = 1; t <= n; t++)
				if (t != j && (!k || a[t] > a[k]))
					k = t;
			if (k == 0 || a[k] == 0) /* nothing else to copy onto: any move */
				for (k = 1; a[k] == 0; k++)
					;
			a[k] = a[k] > taken ? a[k] - taken : 0;
		}
		printf("%d %llu\n", k, a[k]);
		fflush(stdout);
	}
}
