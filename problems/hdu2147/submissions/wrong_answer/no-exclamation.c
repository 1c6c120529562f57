/* Output slip: prints "Wonderful" and "What a pity" without the exclamation marks. */
#include <stdio.h>

int main(void)
{
	int n, m;
	while (scanf("%d %d", &n, &m) == 2 && (n || m))
		puts(n % 2 && m % 2 ? "What a pity" : "Wonderful");
	return 0;
}
