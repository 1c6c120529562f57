/* Keeps k + 1 bit masks (mask[r] = columns whose count is r mod k + 1) and rotates them per heap: a carry-free counter on whole words. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	unsigned long long *mask = malloc(1001 * sizeof *mask);
	while (t--) {
		int n, k;
		scanf("%d %d", &n, &k);
		int m = k + 1;
		for (int r = 0; r < m; r++)
			mask[r] = r == 0 ? ~0ULL : 0;
		for (int i = 0; i < n; i++) {
			unsigned long long a;
			scanf("%llu", &a);
			/* columns set in a move from residue r to r + 1 (mod m) */
			unsigned long long last = mask[m - 1] & a;
			for (int r = m - 1; r > 0; r--)
				mask[r] = (mask[r] & ~a) | (mask[r - 1] & a);
			mask[0] = (mask[0] & ~a) | last;
		}
		puts(mask[0] == ~0ULL ? "Second" : "First");
	}
	free(mask);
	return 0;
}
