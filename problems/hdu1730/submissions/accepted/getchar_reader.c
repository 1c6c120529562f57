/* Accepted: reads digits by hand with getchar (blank lines fall through) and xors |T - J| - 1. */
#include <stdio.h>

static int next(int *v)
{
	int c = getchar();
	while (c != EOF && (c < '0' || c > '9'))
		c = getchar();
	if (c == EOF)
		return 0;
	for (*v = 0; c >= '0' && c <= '9'; c = getchar())
		*v = *v * 10 + c - '0';
	return 1;
}

int main(void)
{
	int n, m, t, j;
	while (next(&n) && next(&m)) {
		int x = 0;
		while (n-- > 0 && next(&t) && next(&j))
			x ^= (t > j ? t - j : j - t) - 1;
		fputs(x != 0 ? "I WIN!\n" : "BAD LUCK!\n", stdout);
	}
	return 0;
}
