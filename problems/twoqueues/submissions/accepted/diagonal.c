/*
 * Walks the diagonal of the grid while the next diagonal cell is still below m (the two have
 * the same outcome), then counts the forced run of pops down each queue from where it stopped.
 */
#include <stdio.h>
#include <stdlib.h>

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
		int ca = 0, cb = 0;
		while (i + ca < h && pa[i + ca + 1] + pb[j] < m)
			ca++;
		while (j + cb < w && pa[i] + pb[j + cb + 1] < m)
			cb++;
		puts((ca & 1) || (cb & 1) ? "First" : "Second");
	}
	return 0;
}
