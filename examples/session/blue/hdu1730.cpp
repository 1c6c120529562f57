// Accepted: SG value of each row's gap from a mex table of the gap-only game (take any amount), then xor.
#include <algorithm>
#include <cstdio>
#include <vector>

int main()
{
	// The gap game: from g stones you may move to any smaller g'. Compute SG by mex
	// instead of trusting sg(g) = g.
	const int MAXG = 100;
	std::vector<int> sg(MAXG);
	for (int g = 0; g < MAXG; g++) {
		std::vector<bool> seen(MAXG + 1, false);
		for (int h = 0; h < g; h++)
			seen[sg[h]] = true;
		int v = 0;
		while (seen[v])
			v++;
		sg[g] = v;
	}
	int n, m;
	while (std::scanf("%d %d", &n, &m) == 2) {
		int x = 0;
		for (int i = 0; i < n; i++) {
			int t, j;
			std::scanf("%d %d", &t, &j);
			x ^= sg[std::max(t, j) - std::min(t, j) - 1];
		}
		std::puts(x ? "I WIN!" : "BAD LUCK!");
	}
	return 0;
}
