/* Wrong: swaps the verdicts (prints A on the multiples of k + 1). */
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
		puts((n - s) % (k + 1) ? "B" : "A");
	}
	return 0;
}
