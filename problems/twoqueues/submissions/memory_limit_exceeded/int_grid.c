/* Right answers, but a full grid of ints: 5001 x 5001 x 4 bytes is about 100 MB. */
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
		int *win = malloc((size_t)(h + 1) * (w + 1) * sizeof *win);
		for (int i = h; i >= 0; i--)
			for (int j = w; j >= 0; j--) {
				int *cell = &win[(size_t)i * (w + 1) + j];
				if (pa[i] + pb[j] >= m) {
					*cell = 1;
					continue;
				}
				*cell = (i < h && !win[(size_t)(i + 1) * (w + 1) + j]) ||
				        (j < w && !win[(size_t)i * (w + 1) + j + 1]);
			}
		puts(win[0] ? "First" : "Second");
		free(win);
	}
	return 0;
}
