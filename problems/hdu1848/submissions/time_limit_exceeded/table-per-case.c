/* Rebuilds the Grundy table up to 1000 for every case, clearing a 1001-int mark array per heap size. */
#include <stdio.h>
#include <string.h>

static int f[20], nf, sg[1001], vis[1001];

int main(void)
{
	f[0] = 1;
	f[1] = 2;
	nf = 2;
	while (f[nf - 1] + f[nf - 2] <= 1000) {
		f[nf] = f[nf - 1] + f[nf - 2];
		nf++;
	}
	int m, n, p;
	while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p)) {
		for (int h = 1; h <= 1000; h++) {
			memset(vis, 0, sizeof vis);
			for (int j = 0; j < nf && f[j] <= h; j++)
				vis[sg[h - f[j]]] = 1;
			int v = 0;
			while (vis[v])
				v++;
			sg[h] = v;
		}
		puts((sg[m] ^ sg[n] ^ sg[p]) ? "Fibo" : "Nacci");
	}
	return 0;
}
