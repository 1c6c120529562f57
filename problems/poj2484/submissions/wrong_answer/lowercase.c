/* Output slip: prints the names in lower case. */
#include <stdio.h>

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1 && n)
		puts(n <= 2 ? "alice" : "bob");
	return 0;
}
