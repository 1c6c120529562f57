/* Reads the heap into an int: right up to 2^31, wrong past it (subtask 1 only). */
#include <stdio.h>

int main(void)
{
	int n;
	if (scanf("%d", &n) != 1)
		return 1;
	puts(n % 3 ? "first" : "second");
	return 0;
}
