/* Parity rule with a hand-rolled reader: kiki loses exactly when n and m are both odd. */
#include <stdio.h>

static int read_int(int *out)
{
	int c = getchar(), v = 0;
	while (c != EOF && (c < '0' || c > '9'))
		c = getchar();
	if (c == EOF)
		return 0;
	while (c >= '0' && c <= '9') {
		v = v * 10 + (c - '0');
		c = getchar();
	}
	*out = v;
	return 1;
}

int main(void)
{
	int n, m;
	while (read_int(&n) && read_int(&m)) {
		if (n == 0 && m == 0)
			break;
		fputs(n % 2 == 1 && m % 2 == 1 ? "What a pity!\n" : "Wonderful!\n", stdout);
	}
	return 0;
}
