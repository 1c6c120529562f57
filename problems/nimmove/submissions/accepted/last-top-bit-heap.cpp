// Top-bit form: a winning heap is one holding the highest set bit of the xor s. This one takes the
// LAST such heap, so its moves often differ from the reference's; the checker accepts any winning move.
#include <bits/stdc++.h>
using namespace std;

int main()
{
	ios::sync_with_stdio(false);
	cin.tie(nullptr);
	int t;
	cin >> t;
	string out;
	while (t--) {
		int n;
		cin >> n;
		vector<unsigned long long> a(n);
		unsigned long long s = 0;
		for (auto &x : a) {
			cin >> x;
			s ^= x;
		}
		if (s == 0) {
			out += "lose\n";
			continue;
		}
		unsigned long long high = 1ULL << (63 - __builtin_clzll(s));
		int pick = n - 1;
		while (!(a[pick] & high))
			pick--;
		out += to_string(pick + 1) + ' ' + to_string(a[pick] ^ s) + '\n';
	}
	cout << out;
}
