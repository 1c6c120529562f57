/* Wrong: ignores the split move and plays plain Nim (xor of the heap sizes). */
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
			sum ^= x;
		}
		printf("%s\n", sum ? "First player wins." : "Second player wins.");
	}
	return 0;
}
