// Asks who can copy whom: after the first move the circle is a line; with k >= 2 the second
// player splits any line he cannot finish into two equal halves and mirrors. With k = 1 nobody
// chooses anything and the parity of n decides.
#include <bits/stdc++.h>
using namespace std;

static bool second_mirrors(unsigned long long n, unsigned long long k)
{
	if (n <= k)
		return false; // the first player takes everything
	if (k == 1)
		return (n & 1ULL) == 0;
	return true;
}

int main()
{
	ios::sync_with_stdio(false);
	cin.tie(nullptr);
	int t;
	cin >> t;
	string out;
	for (int c = 1; c <= t; c++) {
		unsigned long long n, k;
		cin >> n >> k;
		out += "Case " + to_string(c) + ": " + (second_mirrors(n, k) ? "second" : "first") + "\n";
	}
	cout << out;
}
