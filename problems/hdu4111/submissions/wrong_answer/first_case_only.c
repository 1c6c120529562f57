/* Answers the first case only (multi-case slip). */
#include <stdio.h>

static int first_wins(int a, int b)
{
	if (b == 0)
		return a % 3 != 0;
	if (a % 2 == 1)
		return !(a % 6 == 3 && b == 2);
	if (b == 2)
		return a % 6 != 0;
	return b % 2 == 1;
}

int main(void)
{
	int t, n, ones = 0, big = 0, sum = 0;
	if (scanf("%d %d", &t, &n) != 2)
		return 0;
	for (int i = 0; i < n; i++) {
		int x;
		scanf("%d", &x);
		if (x == 1)
			ones++;
		else
			big++, sum += x;
	}
	printf("Case #1: %s\n", first_wins(ones, big ? sum + big - 1 : 0) ? "Alice" : "Bob");
	return 0;
}
