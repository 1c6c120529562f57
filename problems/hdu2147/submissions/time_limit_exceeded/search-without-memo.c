/* Plain recursive win/lose search with no memo: exponential in n + m. */
#include <stdio.h>

/* The player to move wins with the coin d rows above and l columns right of the goal. */
static int wins(int d, int l)
{
	if (l > 0 && !wins(d, l - 1))
		return 1;
	if (d > 0 && !wins(d - 1, l))
		return 1;
	if (d > 0 && l > 0 && !wins(d - 1, l - 1))
		return 1;
	return 0;
}

int main(void)
{
	int n, m;
	while (scanf("%d %d", &n, &m) == 2 && (n || m))
		puts(wins(n - 1, m - 1) ? "Wonderful!" : "What a pity!");
	return 0;
}
