// Adds the heaps digit by digit in base k + 1 without carries (the Nim-k sum), as residues kept per column; lost iff the sum is zero.
#include <array>
#include <cstdint>
#include <iostream>
#include <string>

int main()
{
	std::ios::sync_with_stdio(false);
	std::cin.tie(nullptr);
	int t;
	std::cin >> t;
	while (t--) {
		int n, k;
		std::cin >> n >> k;
		std::array<int, 64> digit{};
		for (int i = 0; i < n; i++) {
			std::string s;
			std::cin >> s;
			std::uint64_t a = std::stoull(s);
			for (int b = 0; a; b++, a >>= 1)
				if (a & 1)
					digit[b] = (digit[b] + 1) % (k + 1);
		}
		bool zero = true;
		for (int d : digit)
			zero = zero && d == 0;
		std::cout << (zero ? "Second" : "First") << '\n';
	}
}
