/* Plays the rules by plain recursive search over the rows, with no memoization: exponential. */
#include <stdio.h>

static int rows[256];

/* Whether the player to move wins with rows[0..n) on the table. */
static int wins(int n)
{
	if (n == 0)
		return 1; /* the opponent took the last apple */
	for (int i = 0; i < n; i++) {
		int len = rows[i];
		for (int left = 0; left < len; left++) {
			for (int right = 0; left + right < len; right++) {
				/* replace row i by `left`, append `right` */
				int m = n;
				rows[i] = rows[m - 1];
				m--;
				if (left)
					rows[m++] = left;
				if (right)
					rows[m++] = right;
				int w = wins(m);
				/* undo */
				if (right)
					m--;
				if (left)
					m--;
				rows[m] = rows[i];
				rows[i] = len;
				if (!w)
					return 1;
			}
		}
	}
	return 0;
}

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		for (int i = 0; i < n; i++)
			scanf("%d", &rows[i]);
		puts(wins(n) ? "Yes" : "No");
	}
	return 0;
}
