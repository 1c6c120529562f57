/* Takes the ordinary product x * y as a cell's value instead of the nim product. */
#include <stdio.h>

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n;
		unsigned g = 0;
		if (scanf("%d", &n) != 1)
			break;
		for (int i = 0; i < n; i++) {
			unsigned x, y;
			scanf("%u %u", &x, &y);
			g ^= x * y;
		}
		puts(g ? "Have a try, lxhgww." : "Don't waste your time.");
	}
	return 0;
}
