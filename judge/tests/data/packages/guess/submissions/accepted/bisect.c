#include <stdio.h>
#include <string.h>
int main(void)
{
	int lo = 1, hi = 1000;
	char word[16];
	while (lo <= hi) {
		int g = (lo + hi) / 2;
		printf("%d\n", g);
		fflush(stdout);
		if (scanf("%15s", word) != 1 || !strcmp(word, "correct"))
			return 0;
		if (!strcmp(word, "higher"))
			lo = g + 1;
		else
			hi = g - 1;
	}
	return 0;
}
