/* Too slow: plays misere Nim by plain recursive search without memo (exponential in the piles). */
#include <stdio.h>

static int n, a[64];

/* Whether the player to move wins; with no stones left the opponent took the last one. */
static int wins(void)
{
	int left = 0;
	for (int i = 0; i < n; i++)
		left += a[i];
	if (left == 0)
		return 1;
	for (int i = 0; i < n; i++) {
		int keep = a[i];
		for (int b = 0; b < keep; b++) {
			a[i] = b;
			int opponent = wins();
			a[i] = keep;
			if (!opponent)
				return 1;
		}
	}
	return 0;
}

int main(void)
{
	int t;
	scanf("%d", &t);
	while (t--) {
		scanf("%d", &n);
		for (int i = 0; i < n; i++)
			scanf("%d", &a[i]);
		puts(wins() ? "John" : "Brother");
	}
	return 0;
}
