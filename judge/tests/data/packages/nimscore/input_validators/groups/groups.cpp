// A second input validator, in C++ with a header of its own: group 1's heaps
// hold at most one stone (its flag "ones", from data/secret/group1/test_group.yaml).
#include <cstring>
#include <iostream>

#include "limits.hpp"

int main(int argc, char **argv)
{
	bool ones = argc > 1 && !std::strcmp(argv[1], "ones");
	long long n, h;
	if (!(std::cin >> n) || n < 1 || n > MAX_HEAPS)
		return 43;
	for (long long i = 0; i < n; i++)
		if (!(std::cin >> h) || h < 0 || (ones && h > 1))
			return 43;
	return 42;
}
