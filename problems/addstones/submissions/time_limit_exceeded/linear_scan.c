/* Too slow: walks the missing amount from 0 up to n - s one stone at a time (correct, but linear in n). */
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
		/* The mover with d missing wins iff some losing amount lies in d-k..d-1. */
		unsigned long long last_lose = 0, d = 0;
		int lose = 1;
		for (d = 1; d <= n - s; d++) {
			lose = d - last_lose > k;
			if (lose)
				last_lose = d;
		}
		puts(lose ? "B" : "A");
	}
	return 0;
}
