/* Reads and answers the first case only, as if the input held one case. */
#include <stdio.h>

static unsigned long long a[100000];

int main(void)
{
	int t, n;
	scanf("%d %d", &t, &n);
	unsigned long long s = 0;
	for (int i = 0; i < n; i++) {
		scanf("%llu", &a[i]);
		s ^= a[i];
	}
	if (s == 0) {
		puts("lose");
		return 0;
	}
	for (int i = 0; i < n; i++)
		if ((a[i] ^ s) < a[i]) {
			printf("%d %llu\n", i + 1, a[i] ^ s);
			break;
		}
	return 0;
}
