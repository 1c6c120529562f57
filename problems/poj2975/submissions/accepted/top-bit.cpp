// Counts the piles that hold the highest set bit of the XOR sum (zero when the sum is zero).
#include <bits/stdc++.h>
using namespace std;

int main()
{
	ios::sync_with_stdio(false);
	cin.tie(nullptr);
	int n;
	while (cin >> n && n != 0) {
		vector<uint32_t> a(n);
		uint32_t s = 0;
		for (auto &x : a) {
			cin >> x;
			s ^= x;
		}
		int count = 0;
		if (s != 0) {
			uint32_t top = 1u << (31 - __builtin_clz(s));
			count = (int)count_if(a.begin(), a.end(), [&](uint32_t x) { return (x & top) != 0; });
		}
		cout << count << '\n';
	}
	return 0;
}
