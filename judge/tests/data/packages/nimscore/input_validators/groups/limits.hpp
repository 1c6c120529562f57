// The bounds both validators hold the input to.
constexpr long long MAX_HEAPS = 100;
constexpr long long MAX_HEAP = 1000000000;
