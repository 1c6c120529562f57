/* Multi-case slip: answers the first n only. */
#include <stdio.h>

int main(void)
{
	int n;
	if (scanf("%d", &n) == 1 && n)
		puts(n <= 2 ? "Alice" : "Bob");
	return 0;
}
