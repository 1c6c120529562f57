// Correct: Grundy values of heaps 1..8 by mex over all moves, extended with period 8 (g(x + 8) = g(x) + 8).
#include <cstring>
#include <iostream>

int main()
{
	std::ios::sync_with_stdio(false);
	std::cin.tie(nullptr);
	int g[17] = {0};
	for (int h = 1; h <= 16; h++) {
		bool seen[64];
		std::memset(seen, 0, sizeof seen);
		for (int y = 0; y < h; y++)
			seen[g[y]] = true;
		for (int a = 1; a < h; a++)
			for (int b = 1; a + b < h; b++)
				seen[g[a] ^ g[b] ^ g[h - a - b]] = true;
		int v = 0;
		while (seen[v])
			v++;
		g[h] = v;
	}
	int t;
	std::cin >> t;
	while (t--) {
		int n;
		std::cin >> n;
		long long sum = 0;
		for (int i = 0; i < n; i++) {
			long long x;
			std::cin >> x;
			long long block = (x - 1) / 8;
			sum ^= g[x - 8 * block] + 8 * block;
		}
		std::cout << (sum ? "First player wins." : "Second player wins.") << '\n';
	}
	return 0;
}
