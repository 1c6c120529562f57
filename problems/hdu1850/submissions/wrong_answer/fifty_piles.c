/* Wrong: the pile array holds 50 entries (as if M <= 50); later piles count in the xor but are never checked as moves. */
#include <stdio.h>

#define SLOTS 50

int main(void)
{
	int m, a[SLOTS], v;
	while (scanf("%d", &m) == 1 && m != 0) {
		int x = 0, count = 0;
		for (int i = 0; i < m; i++) {
			scanf("%d", &v);
			if (i < SLOTS)
				a[i] = v;
			x ^= v;
		}
		for (int i = 0; i < m && i < SLOTS; i++)
			if ((x ^ a[i]) < a[i])
				count++;
		printf("%d\n", count);
	}
	return 0;
}
