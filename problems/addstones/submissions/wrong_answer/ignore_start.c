/* Wrong: forgets the pile does not start empty and tests n mod (k + 1) instead of (n - s). */
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
		puts(n % (k + 1) ? "A" : "B");
	}
	return 0;
}
