/* Right answers, but searches the game tree without remembering positions: exponential. */
#include <stdio.h>

static long long a[5000], b[5000], m;
static int h, w;

static int wins(int i, int j, long long sum)
{
	if (i < h && sum + a[i] < m && !wins(i + 1, j, sum + a[i]))
		return 1;
	if (j < w && sum + b[j] < m && !wins(i, j + 1, sum + b[j]))
		return 1;
	return 0;
}

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d %d %lld", &h, &w, &m) == 3) {
		for (int i = 0; i < h; i++)
			scanf("%lld", &a[i]);
		for (int j = 0; j < w; j++)
			scanf("%lld", &b[j]);
		puts(wins(0, 0, 0) ? "First" : "Second");
	}
	return 0;
}
