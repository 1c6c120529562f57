/* Wrong: plays normal Nim (John iff the xor is nonzero) and forgets the all-ones case. */
#include <stdio.h>

int main(void)
{
	int t, n, a;
	scanf("%d", &t);
	while (t--) {
		int x = 0;
		scanf("%d", &n);
		for (int i = 0; i < n; i++) {
			scanf("%d", &a);
			x ^= a;
		}
		puts(x ? "John" : "Brother");
	}
	return 0;
}
