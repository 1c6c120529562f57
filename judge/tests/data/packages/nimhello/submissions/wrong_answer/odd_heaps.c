/* Wrong: an odd number of heaps does not make the first player the winner. */
#include <stdio.h>
int main(void)
{
	int n;
	scanf("%d", &n);
	puts(n % 2 ? "first" : "second");
	return 0;
}
