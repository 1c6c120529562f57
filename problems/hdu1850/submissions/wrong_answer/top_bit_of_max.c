/* Wrong: counts the piles holding the top bit of the largest pile instead of the top bit of the xor. */
#include <stdio.h>

int main(void)
{
	int m, a[105];
	while (scanf("%d", &m) == 1 && m != 0) {
		int x = 0, big = 0, count = 0;
		for (int i = 0; i < m; i++) {
			scanf("%d", &a[i]);
			x ^= a[i];
			if (a[i] > big)
				big = a[i];
		}
		if (x != 0) {
			int top = 1;
			while (top * 2 <= big)
				top *= 2;
			for (int i = 0; i < m; i++)
				if (a[i] & top)
					count++;
		}
		printf("%d\n", count);
	}
	return 0;
}
