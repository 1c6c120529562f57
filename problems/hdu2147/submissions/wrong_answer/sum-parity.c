/* Wrong parity: kiki loses when n + m is even (misses the even x even boards such as 6 6). */
#include <stdio.h>

int main(void)
{
	int n, m;
	while (scanf("%d %d", &n, &m) == 2 && (n || m))
		puts((n + m) % 2 == 0 ? "What a pity!" : "Wonderful!");
	return 0;
}
