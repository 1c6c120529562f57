/* Wrong: "if at most k stones are missing the mover wins at once", which is false when none are missing (s = n). */
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
		unsigned long long d = n - s;
		if (d <= k)
			puts("A");
		else
			puts(d % (k + 1) ? "A" : "B");
	}
	return 0;
}
