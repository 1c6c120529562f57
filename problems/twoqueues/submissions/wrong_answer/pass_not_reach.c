/* Loses only when the sum passes m; a move that makes it exactly m is taken as safe. */
#include <stdio.h>
#include <stdlib.h>

static long long pa[5001], pb[5001];
static unsigned char row[2][5002];

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
		unsigned char *below = row[0], *cur = row[1];
		for (int i = h; i >= 0; i--) {
			for (int j = w; j >= 0; j--) {
				if (pa[i] + pb[j] > m) {
					cur[j] = 1; /* reached m: never a place to move to */
					continue;
				}
				int win = 0;
				if (i < h && !below[j])
					win = 1;
				if (j < w && !cur[j + 1])
					win = 1;
				cur[j] = (unsigned char)win;
			}
			unsigned char *tmp = below;
			below = cur;
			cur = tmp;
		}
		puts(below[0] ? "First" : "Second");
	}
	return 0;
}
