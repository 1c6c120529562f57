/* Closed form with scanf: Alice wins exactly when n <= 2 (Bob mirrors otherwise). */
#include <stdio.h>

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1 && n)
		printf("%s\n", n < 3 ? "Alice" : "Bob");
	return 0;
}
