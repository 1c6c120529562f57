/* The player to move loses exactly on multiples of 3. */
#include <stdio.h>

int main(void)
{
	long long n;
	if (scanf("%lld", &n) != 1)
		return 1;
	puts(n % 3 ? "first" : "second");
	return 0;
}
