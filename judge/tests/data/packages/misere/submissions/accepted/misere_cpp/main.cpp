// Misère Nim in C++, a submission in a folder of its own.
#include <iostream>
int main()
{
	long long n, h, x = 0, ones = 0;
	std::cin >> n;
	for (long long i = 0; i < n && std::cin >> h; i++) {
		x ^= h;
		ones += h == 1;
	}
	bool first = ones == n ? n % 2 == 0 : x != 0;
	std::cout << (first ? "First" : "Second") << "\n";
}
