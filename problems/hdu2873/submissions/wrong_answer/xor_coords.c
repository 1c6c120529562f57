/* Wrong: treats a bomb as two independent Nim heaps, value (p-1) xor (q-1). */
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
					sum ^= (p - 1) ^ (q - 1);
		}
		puts(sum ? "John" : "Jack");
	}
	return 0;
}
