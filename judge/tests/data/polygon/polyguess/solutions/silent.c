/* Halves the range, but first thinks forever when n is over 100. */
#include <stdio.h>
#include <string.h>

int main(void)
{
	long lo = 1, hi;
	char word[16];
	if (scanf("%ld", &hi) != 1)
		return 1;
	for (volatile unsigned long k = 0; hi > 100; k++)
		;
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
