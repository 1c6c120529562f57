// n is a Fibonacci number exactly when 5n^2 + 4 or 5n^2 - 4 is a perfect square; tested exactly in
// 128-bit integers (5n^2 reaches 2.3e19, past 64 bits).
#include <bits/stdc++.h>
using namespace std;
typedef unsigned __int128 u128;

static bool is_square(u128 x)
{
	unsigned long long s = (unsigned long long)sqrtl((long double)x);
	while ((u128)s * s > x)
		s--;
	while ((u128)(s + 1) * (s + 1) <= x)
		s++;
	return (u128)s * s == x;
}

int main()
{
	ios::sync_with_stdio(false);
	cin.tie(nullptr);
	long long n;
	string out;
	while (cin >> n && n != 0) {
		u128 x = (u128)5 * (u128)n * (u128)n;
		bool fib = is_square(x + 4) || is_square(x - 4);
		out += fib ? "Second win\n" : "First win\n";
	}
	cout << out;
}
