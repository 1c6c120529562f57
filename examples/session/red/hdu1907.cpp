// Accepted: the anti-SG rule (first player wins iff (xor != 0 and some pile > 1) or (xor == 0 and no pile > 1)), with the largest pile.
#include <algorithm>
#include <iostream>

int main()
{
	std::ios::sync_with_stdio(false);
	int t;
	std::cin >> t;
	while (t--) {
		int n;
		std::cin >> n;
		int x = 0, biggest = 0;
		for (int i = 0; i < n; i++) {
			int a;
			std::cin >> a;
			x ^= a;
			biggest = std::max(biggest, a);
		}
		bool john = biggest > 1 ? x != 0 : x == 0;
		std::cout << (john ? "John" : "Brother") << '\n';
	}
	return 0;
}
