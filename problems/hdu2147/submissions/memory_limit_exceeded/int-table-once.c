/* Precomputes every board up to 2000 x 2000 once, in an int table (16 MB): over the 10 MiB limit. */
#include <stdio.h>

static int win[2001][2001]; /* win[d][l]: coin d rows above and l columns right of the goal */

int main(void)
{
	for (int d = 0; d <= 2000; d++)
		for (int l = 0; l <= 2000; l++)
			win[d][l] = (l > 0 && !win[d][l - 1]) || (d > 0 && !win[d - 1][l]) ||
				    (d > 0 && l > 0 && !win[d - 1][l - 1]);
	int n, m;
	while (scanf("%d %d", &n, &m) == 2 && (n || m))
		puts(win[n - 1][m - 1] ? "Wonderful!" : "What a pity!");
	return 0;
}
