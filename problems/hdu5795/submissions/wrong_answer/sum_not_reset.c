/* Wrong: the xor accumulator is declared once and never cleared between cases. */
#include <stdio.h>

int main(void)
{
	int t, n, sum = 0;
	scanf("%d", &t);
	while (t--) {
		scanf("%d", &n);
		for (int i = 0; i < n; i++) {
			int x;
			scanf("%d", &x);
			if (x % 8 == 0)
				x--;
			else if (x % 8 == 7)
				x++;
			sum ^= x;
		}
		printf("%s\n", sum ? "First player wins." : "Second player wins.");
	}
	return 0;
}
