/* Formula slip: forgets that two adjacent coins may be taken at once, so n = 2 goes to Bob. */
#include <stdio.h>

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1 && n)
		puts(n == 1 ? "Alice" : "Bob");
	return 0;
}
