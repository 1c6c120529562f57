/*
 * Always takes one stone: it keeps the game as long as possible and is never illegal, but it
 * wins only while the smallest Zeckendorf term of the pile is 1. Where the start allows it, the
 * judge soon leaves a pile that needs 2 or more.
 */
#include <stdio.h>
#include <string.h>

int main(void)
{
	long long r;
	if (scanf("%lld", &r) != 1)
		return 1;
	for (;;) {
		puts("1");
		fflush(stdout);
		char word[32];
		if (scanf("%31s", word) != 1 || !strcmp(word, "win"))
			return 0;
	}
}
