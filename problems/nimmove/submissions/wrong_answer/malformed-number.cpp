// The heap's new size is kept in a double. cout prints a double with 6 significant digits, so from
// 10^6 on the size comes out as "8.88949e+17": not an integer.
#include <bits/stdc++.h>
using namespace std;

int main()
{
	int t;
	cin >> t;
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
			cout << "lose\n";
			continue;
		}
		for (int i = 0; i < n; i++)
			if ((a[i] ^ s) < a[i]) {
				double left = a[i] ^ s;
				cout << i + 1 << ' ' << left << '\n';
				break;
			}
	}
}
