/* Wrong: does the arithmetic in double, which cannot hold every integer near 10^18. */
#include <math.h>
#include <stdio.h>

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		double n, s, k;
		if (scanf("%lf %lf %lf", &n, &s, &k) != 3)
			break;
		puts(fmod(n - s, k + 1) != 0 ? "A" : "B");
	}
	return 0;
}
