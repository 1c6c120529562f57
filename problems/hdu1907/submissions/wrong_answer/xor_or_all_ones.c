/* Wrong: John iff the xor is nonzero or all piles are ones, forgetting the parity of the ones. */
#include <stdio.h>

int main(void)
{
	int t, n, a;
	scanf("%d", &t);
	while (t--) {
		int x = 0, ones = 0;
		scanf("%d", &n);
		for (int i = 0; i < n; i++) {
			scanf("%d", &a);
			x ^= a;
			ones += a == 1;
		}
		puts(x != 0 || ones == n ? "John" : "Brother");
	}
	return 0;
}
