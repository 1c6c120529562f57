/* Wrong: a win/lose table over the missing amount, capped at 10^6 entries; larger amounts are looked up modulo the cap. */
#include <stdio.h>

#define CAP 1000000

static char lose[CAP];

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		unsigned long long n, s, k;
		if (scanf("%llu %llu %llu", &n, &s, &k) != 3)
			break;
		/* lose[d]: the mover with d stones missing loses (last losing index + k + 1). */
		unsigned long long last = 0;
		lose[0] = 1;
		for (unsigned long long d = 1; d < CAP; d++) {
			lose[d] = d - last > k;
			if (lose[d])
				last = d;
		}
		puts(lose[(n - s) % CAP] ? "B" : "A");
	}
	return 0;
}
