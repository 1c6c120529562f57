/*
 * Correct, and as the archive's solutions of its time are written (the documents' blog
 * solution does this): for every case, S is sorted and the Grundy table of one heap is
 * rebuilt up to 10000, clearing a mark array over the whole range for every heap size.
 * About 10^8 byte writes per case whatever the case holds: the tests keep the number of
 * cases per input small enough for it (statement, Notes).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXH 10000

static int s[101], g[MAXH + 1];
static char mark[MAXH + 2];

static int by_value(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

int main(void)
{
	int k;
	while (scanf("%d", &k) == 1 && k) {
		for (int i = 0; i < k; i++)
			scanf("%d", &s[i]);
		qsort(s, (size_t)k, sizeof s[0], by_value);
		for (int h = 0; h <= MAXH; h++) {
			memset(mark, 0, sizeof mark);
			for (int i = 0; i < k && s[i] <= h; i++)
				mark[g[h - s[i]]] = 1;
			int x = 0;
			while (mark[x])
				x++;
			g[h] = x;
		}
		int m;
		scanf("%d", &m);
		for (int q = 0; q < m; q++) {
			int l, x = 0;
			scanf("%d", &l);
			for (int i = 0; i < l; i++) {
				int h;
				scanf("%d", &h);
				x ^= g[h];
			}
			putchar(x ? 'W' : 'L');
		}
		putchar('\n');
	}
	return 0;
}
