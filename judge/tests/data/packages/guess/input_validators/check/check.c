/* The hidden heap size: one integer in 1..1000 on a line. Kattis' convention: 42 valid. */
#include <stdio.h>
int main(void)
{
	int n;
	char nl, extra;
	if (scanf("%d%c", &n, &nl) != 2 || nl != '\n' || n < 1 || n > 1000 || scanf("%c", &extra) == 1)
		return 43;
	return 42;
}
