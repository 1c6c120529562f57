/* Wrong: reads T but answers only the first case. */
#include <stdio.h>

int main(void)
{
	int t;
	unsigned long long n, s, k;
	if (scanf("%d %llu %llu %llu", &t, &n, &s, &k) != 4)
		return 0;
	puts((n - s) % (k + 1) ? "A" : "B");
	return 0;
}
