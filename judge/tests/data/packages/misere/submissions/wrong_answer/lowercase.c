/* Right, but in lower case: the package's validator_flags are case_sensitive. */
#include <stdio.h>
int main(void)
{
	int n, big = 0;
	long h, x = 0;
	if (scanf("%d", &n) != 1)
		return 1;
	for (int i = 0; i < n && scanf("%ld", &h) == 1; i++) {
		x ^= h;
		big |= h > 1;
	}
	puts((big ? x != 0 : n % 2 == 0) ? "first" : "second");
	return 0;
}
