/*
 * Always empties the largest heap. Right only when the largest heap equals the xor of all of them
 * (the other heaps then xor to 0): some tests start so, and it wins the first exchange, then loses.
 */
#include <stdio.h>

int main(void)
{
	int n;
	unsigned long long a[1001];
	scanf("%d", &n);
	for (int i = 1; i <= n; i++)
		scanf("%llu", &a[i]);
	for (;;) {
		int big = 1;
		for (int i = 2; i <= n; i++)
			if (a[i] > a[big])
				big = i;
		a[big] = 0;
		printf("%d 0\n", big);
		fflush(stdout);
		char word[32];
		int j;
		if (scanf("%31s", word) != 1 || word[0] == 'w')
			return 0;
		sscanf(word, "%d", &j);
		scanf("%llu", &a[j]);
	}
}
