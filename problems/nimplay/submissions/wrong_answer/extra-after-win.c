/* Plays perfectly, then says "gg" after the judge's "win": output after the game is over. */
#include <stdio.h>
#include <string.h>

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
		fflush(stdout);
		char word[32];
		int j;
		if (scanf("%31s", word) != 1 || strcmp(word, "win") == 0) {
			puts("gg");
			return 0;
		}
		sscanf(word, "%d", &j);
		unsigned long long z;
		scanf("%llu", &z);
		s = a[j] ^ z;
		a[j] = z;
	}
}
