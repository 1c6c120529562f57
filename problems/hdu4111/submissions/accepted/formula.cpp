// Closed form read off the (ones, moves-in-big-group) table and checked against it for every state.
#include <cstdio>

static bool first_wins(int a, int b)
{
	if (b == 0)
		return a % 3 != 0;
	if (a % 2 == 1)
		return !(a % 6 == 3 && b == 2);
	if (b == 2)
		return a % 6 != 0;
	return b % 2 == 1;
}

int main()
{
	int t;
	if (std::scanf("%d", &t) != 1)
		return 0;
	for (int c = 1; c <= t; c++) {
		int n;
		std::scanf("%d", &n);
		int ones = 0, big = 0, sum = 0;
		for (int i = 0; i < n; i++) {
			int x;
			std::scanf("%d", &x);
			if (x == 1)
				ones++;
			else
				big++, sum += x;
		}
		int b = big ? sum + big - 1 : 0;
		std::printf("Case #%d: %s\n", c, first_wins(ones, b) ? "Alice" : "Bob");
	}
	return 0;
}
