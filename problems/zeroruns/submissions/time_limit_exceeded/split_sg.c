/*
 * Right answers: computes the value of a run of k zeros by the splitting argument, the mex of
 * sg(a) ^ sg(b) over a + b < k, for every k up to the longest run. O(K^3) for a run of K.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char s[1000001];

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	long known = 1;
	long *sg = calloc(1000001, sizeof *sg);
	char *seen = malloc(2100000);
	while (t-- > 0 && scanf("%1000000s", s) == 1) {
		long n = (long)strlen(s), run = 0, x = 0;
		for (long p = 0; p <= n; p++) {
			if (p < n && s[p] == '0') {
				run++;
				continue;
			}
			for (; known <= run; known++) {
				memset(seen, 0, 2 * (size_t)known + 2);
				for (long a = 0; a < known; a++)
					for (long b = 0; a + b < known; b++)
						seen[sg[a] ^ sg[b]] = 1;
				long g = 0;
				while (seen[g])
					g++;
				sg[known] = g;
			}
			x ^= sg[run];
			run = 0;
		}
		puts(x ? "First" : "Second");
	}
	free(sg);
	free(seen);
	return 0;
}
