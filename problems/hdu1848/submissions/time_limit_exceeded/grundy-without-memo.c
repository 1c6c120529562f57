/* Grundy values by plain recursion with no memo: exponential in the heap size. */
#include <stdio.h>

static int f[20], nf;

static int grundy(int h)
{
	unsigned seen = 0;
	for (int j = 0; j < nf && f[j] <= h; j++)
		seen |= 1u << grundy(h - f[j]);
	int v = 0;
	while (seen >> v & 1)
		v++;
	return v;
}

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
	while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
		puts((grundy(m) ^ grundy(n) ^ grundy(p)) ? "Fibo" : "Nacci");
	return 0;
}
