/* Guesses 1, 2, 3, ...: right on small n, out of guesses on a large one. */
#include <stdio.h>
#include <string.h>

int main(void)
{
	long n;
	char word[16];
	if (scanf("%ld", &n) != 1)
		return 1;
	for (long y = 1; y <= n; y++) {
		printf("%ld\n", y);
		fflush(stdout);
		if (scanf("%15s", word) != 1 || !strcmp(word, "correct"))
			return 0;
	}
	return 0;
}
