/* Halves the range each guess: at most 20 guesses for n up to 10^6. */
#include <stdio.h>
#include <string.h>

int main(void)
{
	long lo = 1, hi;
	char word[16];
	if (scanf("%ld", &hi) != 1)
		return 1;
	for (;;) {
		long y = lo + (hi - lo) / 2;
		printf("%ld\n", y);
		fflush(stdout);
		if (scanf("%15s", word) != 1 || !strcmp(word, "correct"))
			return 0;
		if (!strcmp(word, "lower"))
			hi = y - 1;
		else
			lo = y + 1;
	}
}
