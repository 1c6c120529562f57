/* Wrong: guesses that John wins when the number of bombs off (1,1) is odd. */
#include <stdio.h>

int main(void)
{
	int n, m;
	char row[64];
	while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
		int count = 0;
		for (int p = 1; p <= n; p++) {
			scanf("%s", row);
			for (int q = 1; q <= m; q++)
				if (row[q - 1] == '#' && (p > 1 || q > 1))
					count++;
		}
		puts(count % 2 ? "John" : "Jack");
	}
	return 0;
}
