// Sprague-Grundy by tokens: a unit at position i with d = n - i later positions is worth 2^d, so
// the game's value is a binary number whose bit d is the parity of a_i. Keep it as a bit vector
// (n reaches 2*10^5) and ask whether any bit is set.
#include <bits/stdc++.h>
using namespace std;

int main()
{
	ios::sync_with_stdio(false);
	cin.tie(nullptr);
	int t;
	cin >> t;
	while (t-- > 0) {
		int n;
		cin >> n;
		vector<bool> value(n);
		for (int i = 1; i <= n; i++) {
			long long a;
			cin >> a;
			value[n - i] = a % 2 != 0; // bit n - i of the xor of 2^(n-i) over odd a_i
		}
		bool nonzero = find(value.begin(), value.end(), true) != value.end();
		cout << (nonzero ? "First" : "Second") << '\n';
	}
}
