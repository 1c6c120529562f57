/* The two names swapped: prints "Nacci" when the first player wins. */
#include <stdio.h>
#include <string.h>

int main(void)
{
	int f[20], nf = 2, sg[1001], vis[32];
	f[0] = 1;
	f[1] = 2;
	while (f[nf - 1] + f[nf - 2] <= 1000) {
		f[nf] = f[nf - 1] + f[nf - 2];
		nf++;
	}
	sg[0] = 0;
	for (int h = 1; h <= 1000; h++) {
		memset(vis, 0, sizeof vis);
		for (int j = 0; j < nf && f[j] <= h; j++)
			vis[sg[h - f[j]]] = 1;
		int v = 0;
		while (vis[v])
			v++;
		sg[h] = v;
	}
	int m, n, p;
	while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
		puts((sg[m] ^ sg[n] ^ sg[p]) ? "Nacci" : "Fibo");
	return 0;
}
