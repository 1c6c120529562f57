/* Multi-case slip: reads to end of file and answers the terminating 0 as a case too. */
#include <stdio.h>

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1)
		puts(n <= 2 ? "Alice" : "Bob");
	return 0;
}
