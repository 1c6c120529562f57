/* Makes its first, winning move and exits, as if the game were a single answer. */
#include <stdio.h>

int main(void)
{
	int n;
	unsigned long long a[1001], s = 0;
	scanf("%d", &n);
	for (int i = 1; i <= n; i++) {
		scanf("%llu", &a[i]);
		s ^= a[i];
	}
	int i = 1;
	while ((a[i] ^ s) >= a[i])
		i++;
	printf("%d %llu\n", i, a[i] ^ s);
	return 0;
}
