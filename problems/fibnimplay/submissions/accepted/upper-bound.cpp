// Smallest Zeckendorf term found by peeling off the largest Fibonacci number (std::upper_bound)
// until the pile is used up; reads the judge's replies as strings with iostream.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

int main()
{
	std::ios::sync_with_stdio(false);
	std::vector<long long> fib{1, 2};
	while (fib.back() < 2000000000000000000LL)
		fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
	long long pile;
	if (!(std::cin >> pile))
		return 1;
	for (;;) {
		long long rest = pile, take = 0;
		while (rest > 0) {
			take = *(std::upper_bound(fib.begin(), fib.end(), rest) - 1);
			rest -= take;
		}
		std::cout << take << std::endl; // endl flushes
		pile -= take;
		std::string reply;
		if (!(std::cin >> reply) || reply == "win")
			return 0;
		pile -= std::stoll(reply);
		if (pile <= 0)
			return 0;
	}
}
