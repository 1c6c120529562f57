// Accepted: computes the winning move (the amount that leaves a multiple of k+1 missing) and checks it is legal.
#include <cstdint>
#include <iostream>
#include <string>

int main()
{
	std::ios::sync_with_stdio(false);
	std::cin.tie(nullptr);
	int t;
	std::cin >> t;
	std::string out;
	while (t--) {
		std::uint64_t n, s, k;
		std::cin >> n >> s >> k;
		std::uint64_t missing = n - s;
		// Losing positions: missing = 0, k+1, 2(k+1), ...; the move that reaches the
		// nearest one below is missing minus that multiple, legal when it lies in 1..k.
		std::uint64_t below = missing / (k + 1) * (k + 1);
		std::uint64_t move = missing - below;
		out += (move >= 1 && move <= k) ? "A\n" : "B\n";
	}
	std::cout << out;
}
