/* Wrong: prints the verdicts without the final period. */
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
			if (x % 8 == 0)
				x--;
			else if (x % 8 == 7)
				x++;
			sum ^= x;
		}
		printf("%s\n", sum ? "First player wins" : "Second player wins");
	}
	return 0;
}
