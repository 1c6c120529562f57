// Accepted: counts the piles that hold the highest set bit of the xor of all piles.
#include <iostream>
#include <vector>

int main()
{
	std::ios::sync_with_stdio(false);
	std::cin.tie(nullptr);
	int m;
	while (std::cin >> m && m != 0) {
		std::vector<long> piles(m);
		long x = 0;
		for (long &p : piles) {
			std::cin >> p;
			x ^= p;
		}
		long count = 0;
		if (x != 0) {
			long top = 1;
			while ((top << 1) <= x)
				top <<= 1;
			for (long p : piles)
				if (p & top)
					count++;
		}
		std::cout << count << '\n';
	}
	return 0;
}
