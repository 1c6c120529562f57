/* Treats the circle as a line (Bash game with at most 2 taken): Alice unless n % 3 == 0. */
#include <stdio.h>

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1 && n)
		puts(n % 3 ? "Alice" : "Bob");
	return 0;
}
