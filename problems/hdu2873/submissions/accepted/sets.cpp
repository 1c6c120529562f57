// Correct: bottom-up table; the mex runs over xors of the column values above and the row values to the left.
#include <bitset>
#include <iostream>
#include <string>
#include <vector>

int main()
{
	std::ios::sync_with_stdio(false);
	std::vector<std::vector<int>> g(51, std::vector<int>(51, 0));
	for (int p = 1; p <= 50; p++)
		for (int q = 1; q <= 50; q++) {
			if (p == 1 || q == 1) {
				g[p][q] = (p - 1) + (q - 1);
				continue;
			}
			std::bitset<1024> reach;
			for (int u = 1; u < p; u++)
				for (int v = 1; v < q; v++)
					reach.set(g[u][q] ^ g[p][v]);
			int x = 0;
			while (reach.test(x))
				x++;
			g[p][q] = x;
		}
	int n, m;
	while (std::cin >> n >> m && (n || m)) {
		int sum = 0;
		for (int p = 1; p <= n; p++) {
			std::string row;
			std::cin >> row;
			for (int q = 1; q <= m; q++)
				if (row[q - 1] == '#')
					sum ^= g[p][q];
		}
		std::cout << (sum ? "John" : "Jack") << '\n';
	}
	return 0;
}
