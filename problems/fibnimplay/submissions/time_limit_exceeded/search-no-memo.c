/*
 * Plays from the rules with a plain recursive win/lose search and no memo: correct, but the
 * number of move sequences grows exponentially with the pile, so a pile of a few hundred stones
 * already takes far too long.
 */
#include <stdio.h>
#include <string.h>

static int wins(long long r, long long m) /* the player to move, r stones, up to m */
{
	for (long long t = 1; t <= m && t <= r; t++)
		if (t == r || !wins(r - t, 2 * t))
			return 1;
	return 0;
}

int main(void)
{
	long long r, limit;
	if (scanf("%lld", &r) != 1)
		return 1;
	limit = r - 1;
	for (;;) {
		long long take = 1;
		for (long long t = 1; t <= limit && t <= r; t++)
			if (t == r || !wins(r - t, 2 * t)) {
				take = t;
				break;
			}
		printf("%lld\n", take);
		fflush(stdout);
		r -= take;
		char word[32];
		long long u;
		if (scanf("%31s", word) != 1 || !strcmp(word, "win") || sscanf(word, "%lld", &u) != 1)
			return 0;
		r -= u;
		limit = 2 * u;
	}
}
