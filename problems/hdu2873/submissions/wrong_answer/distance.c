/* Wrong: extends the one-dimensional rule and uses the distance to (1,1), p + q - 2, as the value. */
#include <stdio.h>

int main(void)
{
	int n, m;
	char row[64];
	while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
		int sum = 0;
		for (int p = 1; p <= n; p++) {
			scanf("%s", row);
			for (int q = 1; q <= m; q++)
				if (row[q - 1] == '#')
					sum ^= p + q - 2;
		}
		puts(sum ? "John" : "Jack");
	}
	return 0;
}
