/* The last heap that can be reduced to the xor of the others: often not the answer file's move. */
#include <stdio.h>
int main(void)
{
	int n;
	long h[128], x = 0;
	if (scanf("%d", &n) != 1)
		return 1;
	for (int i = 0; i < n; i++)
		scanf("%ld", &h[i]), x ^= h[i];
	for (int i = n - 1; x && i >= 0; i--)
		if ((h[i] ^ x) < h[i]) {
			printf("%d %ld\n", i + 1, h[i] ^ x);
			return 0;
		}
	puts("lose");
	return 0;
}
