/* Computes every single-cell value from the definition (mex over all rectangles) up to the largest coordinate: quartic time. */
#include <stdio.h>
#include <stdlib.h>

static unsigned short **sg;
static int built;
static unsigned char seen[1 << 16];

/* Grows the table to (m + 1) x (m + 1), recomputing it from scratch. */
static void build(int m)
{
	if (m <= built)
		return;
	for (int x = 0; x <= built; x++)
		free(sg ? sg[x] : NULL);
	free(sg);
	sg = malloc(sizeof *sg * (size_t)(m + 1));
	for (int x = 0; x <= m; x++) {
		sg[x] = calloc((size_t)m + 1, sizeof **sg);
		for (int y = 1; x > 0 && y <= m; y++) {
			for (int a = 0; a < x; a++)
				for (int b = 0; b < y; b++)
					seen[sg[a][y] ^ sg[x][b] ^ sg[a][b]] = 1;
			int v = 0;
			while (seen[v])
				v++;
			sg[x][y] = (unsigned short)v;
			for (int a = 0; a < x; a++)
				for (int b = 0; b < y; b++)
					seen[sg[a][y] ^ sg[x][b] ^ sg[a][b]] = 0;
		}
	}
	built = m;
}

int main(void)
{
	int t;
	static int xs[1000], ys[1000];
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n, m = 0;
		scanf("%d", &n);
		for (int i = 0; i < n; i++) {
			scanf("%d %d", &xs[i], &ys[i]);
			if (xs[i] > m)
				m = xs[i];
			if (ys[i] > m)
				m = ys[i];
		}
		build(m);
		unsigned g = 0;
		for (int i = 0; i < n; i++)
			g ^= sg[xs[i]][ys[i]];
		puts(g ? "Have a try, lxhgww." : "Don't waste your time.");
	}
	return 0;
}
