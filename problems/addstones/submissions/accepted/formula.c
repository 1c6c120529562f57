/* Accepted: the player to move loses exactly when n - s is a multiple of k + 1. */
#include <stdio.h>

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		unsigned long long n, s, k;
		if (scanf("%llu %llu %llu", &n, &s, &k) != 3)
			break;
		puts((n - s) % (k + 1) ? "A" : "B");
	}
	return 0;
}
