/* The two messages swapped: says "Wonderful!" on the odd x odd boards, where kiki loses. */
#include <stdio.h>

int main(void)
{
	int n, m;
	while (scanf("%d %d", &n, &m) == 2 && (n || m))
		puts(n % 2 && m % 2 ? "Wonderful!" : "What a pity!");
	return 0;
}
