// A second input validator, in C++ with a header of its own: the exact format
// (n on a line, then n heap sizes separated by single spaces), and with the
// argument "ones" (data/secret/group1/test_group.yaml) heaps of at most one stone.
#include <cstring>
#include <iostream>
#include <iterator>
#include <string>

#include "limits.hpp"

// Reads a number of at most 10 digits at s[i], advancing i; -1 when there is none.
static long long number(const std::string &s, size_t &i)
{
	size_t start = i;
	long long v = 0;
	while (i < s.size() && i - start < 10 && s[i] >= '0' && s[i] <= '9')
		v = v * 10 + (s[i++] - '0');
	return i == start || (i - start > 1 && s[start] == '0') ? -1 : v;
}

int main(int argc, char **argv)
{
	bool ones = argc > 1 && !std::strcmp(argv[1], "ones");
	std::string s((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
	size_t i = 0;
	long long n = number(s, i);
	if (n < 1 || n > MAX_HEAPS || i >= s.size() || s[i++] != '\n')
		return 43;
	for (long long k = 0; k < n; k++) {
		long long h = number(s, i);
		if (h < 0 || h > MAX_HEAP || (ones && h > 1) || i >= s.size() || s[i++] != (k + 1 < n ? ' ' : '\n'))
			return 43;
	}
	return i == s.size() ? 42 : 43;
}
