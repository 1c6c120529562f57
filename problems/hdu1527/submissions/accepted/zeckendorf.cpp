// Zeckendorf form instead of phi: a > 0 is a lower Wythoff number iff its smallest Fibonacci term
// (1, 2, 3, 5, ... indexed from 0) has an even index, and its partner b is a with every term
// shifted one Fibonacci number up. Losing positions are (0, 0) and such pairs (a, b).
#include <bits/stdc++.h>
using namespace std;

int main()
{
	vector<long long> f = {1, 2};
	while (f.back() <= 4000000000LL)
		f.push_back(f[f.size() - 1] + f[f.size() - 2]);
	ios::sync_with_stdio(false);
	cin.tie(nullptr);
	long long a, b;
	string out;
	while (cin >> a >> b) {
		if (a > b)
			swap(a, b);
		bool lose;
		if (a == 0) {
			lose = b == 0;
		} else {
			long long rest = a, shifted = 0;
			int smallest = -1;
			for (int i = (int)f.size() - 2; i >= 0; i--)
				if (f[i] <= rest) {
					rest -= f[i];
					shifted += f[i + 1];
					smallest = i;
				}
			lose = smallest % 2 == 0 && shifted == b;
		}
		out += lose ? "0\n" : "1\n";
	}
	cout << out;
}
