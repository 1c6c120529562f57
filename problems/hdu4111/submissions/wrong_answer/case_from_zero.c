/* Numbers the cases from 0 instead of 1. */
#include <stdio.h>

#define A 52
#define B 50300

static unsigned char win[A][B];

static int ones_only(int a)
{
	return (a >= 1 && !win[a - 1][0]) || (a >= 2 && !win[a - 2][2]);
}

static int get(int a, int b)
{
	if (b == 1)
		return ones_only(a + 1);
	if (b == 0)
		return ones_only(a);
	if (a == 0)
		return b & 1;
	if (!win[a - 1][b] || !win[a - 1][b + 1] || !win[a][b - 1])
		return 1;
	if (a >= 2 && !win[a - 2][b + 3])
		return 1;
	return 0;
}

int main(void)
{
	for (int a = 0; a < A; a++)
		for (int b = 0; b < B - 3 * (a + 1); b++)
			win[a][b] = (unsigned char)get(a, b);
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	for (int c = 1; c <= t; c++) {
		int n;
		int ones = 0, big = 0, sum = 0;
		scanf("%d", &n);
		for (int i = 0; i < n; i++) {
			int x;
			scanf("%d", &x);
			if (x == 1)
				ones++;
			else
				big++, sum += x;
		}
		int b = big ? sum + big - 1 : 0;
		printf("Case #%d: %s\n", c - 1, win[ones][b] ? "Alice" : "Bob");
	}
	return 0;
}
