/* Wrong: takes misere Nim for the mirror of normal Nim (John iff the xor is zero). */
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
		puts(x == 0 ? "John" : "Brother");
	}
	return 0;
}
