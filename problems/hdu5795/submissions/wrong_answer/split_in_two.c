/* Wrong: uses the pattern of the split-into-two game (HDU 3032: 4k+3 and 4k+4 swapped) instead of split-into-three. */
#include <stdio.h>

int main(void)
{
	int t, n;
	scanf("%d", &t);
	while (t--) {
		scanf("%d", &n);
		int sum = 0;
		for (int i = 0; i < n; i++) {
			int x;
			scanf("%d", &x);
			if (x % 4 == 3)
				x++;
			else if (x % 4 == 0)
				x--;
			sum ^= x;
		}
		printf("%s\n", sum ? "First player wins." : "Second player wins.");
	}
	return 0;
}
