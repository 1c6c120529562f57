/*
 * Walks the diagonal as the documents do, but then decides the last diagonal cell by looking one
 * move ahead only (won when a pop leaves the opponent with every move reaching m), instead of
 * following the forced run down a queue.
 */
#include <stdio.h>

static long long pa[5001], pb[5001];

int main(void)
{
	int t, h, w;
	long long m, v;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d %d %lld", &h, &w, &m) == 3) {
		for (int i = 1; i <= h; i++) {
			scanf("%lld", &v);
			pa[i] = pa[i - 1] + v;
		}
		for (int j = 1; j <= w; j++) {
			scanf("%lld", &v);
			pb[j] = pb[j - 1] + v;
		}
		int i = 0, j = 0;
		while (i < h && j < w && pa[i + 1] + pb[j + 1] < m)
			i++, j++;
		/* a cell (x, y) below m is stuck when each of its pops reaches m or is impossible */
#define STUCK(x, y) ((x >= h || pa[x + 1] + pb[y] >= m) && (y >= w || pa[x] + pb[y + 1] >= m))
		int win = (i < h && pa[i + 1] + pb[j] < m && STUCK(i + 1, j)) ||
		          (j < w && pa[i] + pb[j + 1] < m && STUCK(i, j + 1));
		puts(win ? "First" : "Second");
	}
	return 0;
}
